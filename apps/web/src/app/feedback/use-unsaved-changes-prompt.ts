import { MESSAGES } from "@q2c/domain";
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { confirmAction } from "./confirm.tsx";

/**
 * Foundation §4: leaving a page with unsaved changes when the path changes asks
 * "Are you sure you want to leave without saving?"; declining cancels the navigation.
 * Query or hash changes (tabs, filters) stay on the page and are not asked about.
 */
export function useUnsavedChangesPrompt(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== "blocked" || asking.current) return;
    asking.current = true;
    void confirmAction({ message: MESSAGES.confirmLeave, confirmLabel: "Leave", cancelLabel: "Stay" }).then(
      (leave) => {
        asking.current = false;
        if (leave) blocker.proceed();
        else blocker.reset();
      },
    );
  }, [blocker]);

  // Reloading or closing the tab cannot show our modal; the browser asks with its own words.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}
