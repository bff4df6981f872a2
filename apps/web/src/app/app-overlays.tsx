import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { NOTIFICATION_DURATION_MS } from "@q2c/domain";
import { useEffect } from "react";
import { overlaysMounted } from "./feedback/overlays.ts";

/**
 * The confirmation dialogs (`modals.openConfirmModal`, see feedback/confirm.tsx) and the notifications
 * (feedback/notify.tsx). Both are opened through stores, not through React context, so they draw beside
 * the pages rather than around them, and the app loads this module the first time one is wanted
 * (feedback/overlays.ts).
 */
export default function AppOverlays() {
  // Effects run children first: the providers listen by the time this one runs.
  useEffect(overlaysMounted, []);
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" autoClose={NOTIFICATION_DURATION_MS} limit={5} />
    </>
  );
}
