import { MESSAGES } from "@q2c/domain";
import { useEffect } from "react";
import { getAccessToken } from "../../api/session-storage.ts";
import { notifyDone, notifyError, notifyInfo } from "../feedback/notify.tsx";

/**
 * Live notifications while signed in; each "notification" event shows as a notification. The socket's
 * code (socket.io-client, some 15 KB gzip) loads once the shell has drawn, not with the first load: the
 * pages that join a quote's room wait for the socket through live-socket.ts anyway.
 */
export function useRealtime(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let close: (() => void) | undefined;
    let cancelled = false;
    const realtime = import("./realtime-connection.ts");
    realtime.catch(() => notifyError(MESSAGES.couldNotConnect, { id: "realtime" }));
    void realtime.then(({ connectRealtime }) => {
      if (cancelled) return;
      close = connectRealtime({
        getToken: getAccessToken,
        onNotification: ({ title, message }) => {
          if (message) notifyInfo(title, message);
          else if (title) notifyInfo(undefined, title);
        },
        // One id, so a flapping connection replaces its notice instead of stacking them.
        onStatus: (text, ok) =>
          ok ? notifyDone(text, { id: "realtime" }) : notifyError(text, { id: "realtime" }),
      });
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [enabled]);
}
