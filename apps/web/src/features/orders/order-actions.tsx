import { Button, Group } from "@mantine/core";
import type { TOrder, TUpdateOrderRequest } from "@q2c/domain";
import { IconBan, IconSend, IconThumbDown, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { confirmAction, confirmDelete } from "../../app/feedback/confirm.tsx";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import type { WriteCallbacks } from "../quote-builder/builder-actions.ts";
import { ReasonDialog } from "../quote-builder/reason-dialog.tsx";
import { userMoves } from "./order-format.ts";
import { ORDER_TEXTS as T } from "./texts.ts";
import { useOrderMutations } from "./use-orders.ts";

type Ending = "cancelled" | "declined";

/**
 * The user's moves of an order, as the transition table allows them from its status: Submit (asked first),
 * Cancel and Decline (with a reason), Delete of a draft (asked first). A 409 (a stale version, a move no
 * longer allowed) shows the server's words and reads the order again.
 */
export function OrderActions({ order, refetch }: { order: TOrder; refetch: () => unknown }) {
  const navigate = useNavigate();
  const { update, remove } = useOrderMutations();
  const [ending, setEnding] = useState<Ending | null>(null);
  const moves = userMoves(order.status);
  const draft = order.status === "draft";
  if (!moves.submit && !moves.cancel && !moves.decline && !draft) return null;

  const conflict = (error: unknown) => {
    notifyError(error, { fallback: T.couldNotSave });
    void refetch();
  };
  const move = (body: Omit<TUpdateOrderRequest, "version">, done: string, callbacks?: WriteCallbacks) =>
    update.mutate(
      { id: order.id, body: { ...body, version: order.version } },
      {
        onSuccess: (answer) => {
          if (isApiError(answer)) {
            conflict(answer);
            callbacks?.onConflict();
          } else if (callbacks) callbacks.onDone();
          else notifyDone(done);
        },
        onError: (error) =>
          callbacks ? callbacks.onError(error) : notifyError(error, { fallback: T.couldNotSave }),
      },
    );

  const submit = async () => {
    const yes = await confirmAction({
      title: T.submitTitle,
      message: T.submitQuestion(order.orderNumber),
      confirmLabel: T.submit,
    });
    if (yes) move({ status: "submitted" }, T.submitted(order.orderNumber));
  };
  const deleteDraft = async () => {
    if (!(await confirmDelete({ title: T.delete, message: T.deleteQuestion(order.orderNumber) }))) return;
    remove.mutate(order.id, {
      onSuccess: (answer) => {
        if (isApiError(answer)) return conflict(answer);
        notifyDone(T.deleted(order.orderNumber));
        navigate("/orders", { replace: true });
      },
      onError: (error) => notifyError(error, { fallback: T.couldNotSave }),
    });
  };

  const busy = update.isPending || remove.isPending;
  return (
    <Group gap="xs" role="group" aria-label={T.actions}>
      {moves.submit ? (
        <Button
          size="sm"
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() => void submit()}
          loading={update.isPending && ending === null}
          disabled={busy}
        >
          {T.submit}
        </Button>
      ) : null}
      {moves.cancel ? (
        <Button
          size="sm"
          variant="default"
          leftSection={<IconBan size={16} aria-hidden />}
          onClick={() => setEnding("cancelled")}
          disabled={busy}
        >
          {T.cancel}
        </Button>
      ) : null}
      {moves.decline ? (
        <Button
          size="sm"
          variant="outline"
          color="danger"
          leftSection={<IconThumbDown size={16} aria-hidden />}
          onClick={() => setEnding("declined")}
          disabled={busy}
        >
          {T.decline}
        </Button>
      ) : null}
      {draft ? (
        <Button
          size="sm"
          variant="outline"
          color="danger"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => void deleteDraft()}
          loading={remove.isPending}
          disabled={busy}
        >
          {T.delete}
        </Button>
      ) : null}
      {/* Without `danger`: white on the filled danger red is 3.6:1, below the 4.5:1 axe asks of its text. */}
      <ReasonDialog
        opened={ending !== null}
        onClose={() => setEnding(null)}
        title={ending === "declined" ? T.declineTitle : T.cancelTitle}
        intro={ending === "declined" ? T.declineIntro : T.cancelIntro}
        label={T.reason}
        requiredMessage={T.reasonRequired}
        submitLabel={ending === "declined" ? T.decline : T.cancelConfirm}
        doneMessage={ending === "declined" ? T.declined(order.orderNumber) : T.cancelled(order.orderNumber)}
        onSubmit={(reason, callbacks) => move({ status: ending ?? "cancelled", reason }, "", callbacks)}
      />
    </Group>
  );
}
