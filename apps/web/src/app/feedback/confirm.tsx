import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { MESSAGES } from "@q2c/domain";
import { overlaysReady } from "./overlays.ts";

export interface ConfirmOptions {
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

/** A yes/no question in a modal; resolves false when cancelled or closed. */
export async function confirmAction(opts: ConfirmOptions): Promise<boolean> {
  await overlaysReady();
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: opts.title ?? "Please confirm",
      centered: true,
      children: <Text size="sm">{opts.message}</Text>,
      labels: { confirm: opts.confirmLabel ?? "Yes", cancel: opts.cancelLabel ?? "Cancel" },
      confirmProps: opts.danger ? { color: "danger" } : {},
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      // Escape, the close button and the overlay close without a choice; the first settle wins.
      onClose: () => resolve(false),
    });
  });
}

/** "Are you sure you want to delete this item?" (foundation §5), unless a record says more. */
export function confirmDelete(opts: { title?: string; message?: string } = {}): Promise<boolean> {
  return confirmAction({
    message: opts.message ?? MESSAGES.confirmDelete,
    title: opts.title ?? "Delete",
    confirmLabel: "Delete",
    danger: true,
  });
}
