import { useEffect } from "react";
import { getAccessToken } from "../../api/session-storage.ts";
import { notifyDone, notifyError, notifyInfo } from "../feedback/notify.tsx";
import { connectRealtime } from "./realtime-connection.ts";

/** Live notifications while signed in; each "notification" event shows as a notification. */
export function useRealtime(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    return connectRealtime({
      getToken: getAccessToken,
      onNotification: ({ title, message }) => {
        if (message) notifyInfo(title, message);
        else if (title) notifyInfo(undefined, title);
      },
      // One id, so a flapping connection replaces its notice instead of stacking them.
      onStatus: (text, ok) =>
        ok ? notifyDone(text, { id: "realtime" }) : notifyError(text, { id: "realtime" }),
    });
  }, [enabled]);
}
