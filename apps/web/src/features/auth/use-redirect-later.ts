import { LOGIN_PATH, LOGIN_REDIRECT_DELAY_MS } from "@q2c/domain";
import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";

/**
 * Foundation §4: after user-not-found or a failed registration the product returns to /login after
 * 2 seconds, long enough to read the notification. Leaving the page earlier cancels it.
 */
export function useRedirectLater(path = LOGIN_PATH, delayMs = LOGIN_REDIRECT_DELAY_MS): () => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(path, { replace: true }), delayMs);
  }, [navigate, path, delayMs]);
}
