import { PROJECT_MESSAGES } from "@q2c/domain";
import type { BuilderActions } from "./builder-actions.ts";
import { LIFECYCLE_TEXTS as L } from "./lifecycle-texts.ts";
import { ReasonDialog } from "./reason-dialog.tsx";

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  dealName: string;
  actions: Pick<BuilderActions, "accept" | "reopen">;
}

/** Mark as accepted: how the customer accepted (required), then a confirmation of what it does. */
export function AcceptQuoteDialog({ opened, onClose, dealName, actions }: DialogProps) {
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title={L.acceptTitle}
      intro={L.acceptIntro}
      label={L.acceptReason}
      requiredMessage={PROJECT_MESSAGES.acceptReasonRequired}
      submitLabel={L.acceptConfirm}
      confirm={{
        title: L.acceptConfirmTitle,
        message: L.acceptQuestion(dealName),
        confirmLabel: L.acceptConfirm,
      }}
      doneMessage={L.accepted}
      onSubmit={actions.accept}
    />
  );
}

/** Reopen a declined deal to Build, with an optional reason. */
export function ReopenQuoteDialog({ opened, onClose, actions }: Omit<DialogProps, "dealName">) {
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title={L.reopenTitle}
      intro={L.reopenIntro}
      label={L.reopenReason}
      submitLabel={L.reopenConfirm}
      doneMessage={L.reopened}
      onSubmit={actions.reopen}
    />
  );
}
