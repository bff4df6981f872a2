import { useEffect, useState } from "react";
import { useNavigate } from "react-router";

/**
 * Leaving a page after a save or delete: the move waits for a render in which `leaving` is true, so
 * that the form's unsaved-changes prompt is gone by then and does not ask.
 */
export function useLeaveAfterSave() {
  const navigate = useNavigate();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (leaveTo !== null) navigate(leaveTo);
  }, [leaveTo, navigate]);
  return { leaving: leaveTo !== null, leave: setLeaveTo };
}
