import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { NOTIFICATION_DURATION_MS } from "@q2c/domain";

/**
 * The confirmation dialogs (`modals.openConfirmModal`, see feedback/confirm.tsx) and the notifications
 * (feedback/notify.tsx). Both are opened through stores, not through React context, so they draw beside
 * the pages rather than around them, and the app loads this module once it has drawn (app-providers.tsx):
 * a notification shown earlier waits in the store and appears when it mounts.
 */
export default function AppOverlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" autoClose={NOTIFICATION_DURATION_MS} limit={5} />
    </>
  );
}
