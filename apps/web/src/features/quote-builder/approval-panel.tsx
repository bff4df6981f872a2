import { Alert, Button, Group, List, Loader, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type GuardrailBreach, MESSAGES, type TProjectApproval } from "@q2c/domain";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { memo, useState } from "react";
import { isApiError } from "../../api/api-error.ts";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { useRequiredUser } from "../../app/session/use-session.ts";
import { type ApprovalView, approvalViewOf } from "./guardrail-model.ts";
import { GUARDRAIL_TEXTS as T } from "./guardrail-texts.ts";
import { useApprovals } from "./use-guardrails.ts";

/** Lines listed by name before "and N more lines". */
const LISTED_LINES = 5;

type Dialog = "request" | "approved" | "rejected" | null;

function CommentDialog(props: {
  dialog: Dialog;
  onClose: () => void;
  onSubmit: (comment: string) => void;
  busy: boolean;
}) {
  const form = useForm({ initialValues: { comment: "" } });
  const { dialog } = props;
  const title =
    dialog === "request" ? T.requestTitle : dialog === "approved" ? T.approveTitle : T.rejectTitle;
  const action = dialog === "request" ? T.send : dialog === "approved" ? T.approve : T.reject;
  const close = () => {
    form.reset();
    props.onClose();
  };
  return (
    <Modal
      opened={dialog !== null}
      onClose={close}
      title={title}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form noValidate onSubmit={form.onSubmit((v) => props.onSubmit(v.comment.trim()))}>
        <Stack gap="md">
          {dialog === "request" ? <Text size="sm">{T.requestIntro}</Text> : null}
          <Textarea
            label={T.comment}
            description={dialog === "request" ? T.requestCommentHelp : T.decisionCommentHelp}
            rows={3}
            maxLength={2000}
            data-autofocus
            {...form.getInputProps("comment")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={props.busy} color={dialog === "rejected" ? "danger" : undefined}>
              {action}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** "Approved by Max Manager: “Fine for this customer.”" */
function Decided({ approval }: { approval: TProjectApproval }) {
  const who = approval.decidedByName ?? "";
  return (
    <Text size="sm" data-approval-status={approval.status}>
      <strong>{approval.status === "approved" ? T.approvedBy(who) : T.rejectedBy(who)}</strong>
      {approval.decisionComment ? `: “${approval.decisionComment}”` : null}
    </Text>
  );
}

function Asked({ approval }: { approval: TProjectApproval }) {
  return (
    <Text size="sm">
      {T.askedBy(approval.requestedByName)}
      {approval.requestComment ? `: “${approval.requestComment}”` : null}
    </Text>
  );
}

function BreachList({
  breaches,
  lineName,
}: {
  breaches: readonly GuardrailBreach[];
  lineName: (id: string) => string;
}) {
  const lines = breaches.filter((b) => b.lineId !== null);
  const quote = breaches.filter((b) => b.lineId === null);
  const shown = lines.slice(0, LISTED_LINES);
  const more = new Set(lines.slice(LISTED_LINES).map((b) => b.lineId)).size;
  return (
    <List size="sm" spacing={2} aria-label={T.panelTitle}>
      {quote.map((b) => (
        <List.Item key={`quote-${b.kind}`}>
          {T.wholeQuote}: {T.breach(b)}
        </List.Item>
      ))}
      {shown.map((b) => (
        <List.Item key={`${b.lineId}-${b.kind}`}>
          {lineName(b.lineId ?? "")}: {T.breach(b)}
        </List.Item>
      ))}
      {more > 0 ? <List.Item>{T.moreLines(more)}</List.Item> : null}
    </List>
  );
}

interface StatusProps {
  view: ApprovalView;
  canEdit: boolean;
  canApprove: boolean;
  open: (dialog: Dialog) => void;
}

function Status({ view, canEdit, canApprove, open }: StatusProps) {
  if (view.kind === "approved")
    return (
      <Stack gap={4}>
        <Decided approval={view.approval} />
        <Text size="sm">{T.approvedCovers}</Text>
      </Stack>
    );
  if (view.kind === "pending") {
    const { approval, own } = view;
    return (
      <Stack gap="xs">
        <Group gap="xs">
          <Loader size={14} aria-hidden />
          <Text size="sm" fw={600} data-approval-status="pending">
            {T.pending}
          </Text>
        </Group>
        <Asked approval={approval} />
        {canApprove && own ? <Text size="sm">{T.ownRequest}</Text> : null}
        {canApprove && !own ? (
          <Group gap="sm">
            <Button size="xs" color="success" onClick={() => open("approved")}>
              {T.approve}
            </Button>
            <Button size="xs" variant="outline" color="danger" onClick={() => open("rejected")}>
              {T.reject}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  }
  if (view.kind !== "needed") return null;
  return (
    <Stack gap="xs">
      {view.last ? <Decided approval={view.last} /> : null}
      {view.last?.status === "approved" ? <Text size="sm">{T.approvalOutdated}</Text> : null}
      <Group justify="space-between" gap="sm">
        <Text size="sm">{T.needsApproval}</Text>
        {canEdit ? (
          <Button size="xs" onClick={() => open("request")}>
            {T.requestApproval}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

export interface ApprovalPanelProps {
  projectId: string;
  /** The saved version of the quote: the server's approval state is read again for each. */
  version: number;
  /** The draft's breaches as priced now (use-guardrails.ts). */
  breaches: readonly GuardrailBreach[];
  lineName: (lineId: string) => string;
  /** Whether the user may change the quote (and so ask for an approval). */
  canEdit: boolean;
}

/**
 * The quote's breaches of the company's margin and discount limits, and its approval: request it (with
 * a comment), wait for a manager, or, for a user who may approve (quotes.approve), approve or reject
 * someone else's request with a comment. Nothing while the quote is within the limits. The provider's
 * side only: the page does not mount it for customers and link partners.
 */
export const ApprovalPanel = memo(function ApprovalPanel(props: ApprovalPanelProps) {
  const { projectId, breaches } = props;
  const user = useRequiredUser();
  const canApprove = useCan("quotes.approve");
  const { query, request, decide } = useApprovals(projectId, props.version, breaches.length > 0);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (breaches.length === 0) return null;

  const view = approvalViewOf(breaches, query.data?.approvals ?? [], user.id);
  const approved = view.kind === "approved";
  const submit = (comment: string) => {
    const done = { onSettled: () => setDialog(null), onError: (e: unknown) => notifyError(e) };
    if (dialog === "request") {
      request.mutate(comment, { ...done, onSuccess: () => notifyDone(T.requested) });
    } else if ((dialog === "approved" || dialog === "rejected") && view.kind === "pending") {
      const decision = dialog;
      decide.mutate(
        { approvalId: view.approval.id, version: view.approval.version, decision, comment },
        {
          ...done,
          onSuccess: (answer) =>
            isApiError(answer)
              ? notifyError(answer, { fallback: MESSAGES.conflict })
              : notifyDone(T.decided(decision)),
        },
      );
    }
  };

  let status: React.ReactNode;
  if (query.data)
    status = <Status view={view} canEdit={props.canEdit} canApprove={canApprove} open={setDialog} />;
  else if (query.isError)
    status = (
      <Group gap="sm">
        <Text size="sm">{T.couldNotLoad}</Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Group>
    );
  else
    status = (
      <Group gap="xs" role="status" aria-busy="true" aria-label={T.loading}>
        <Loader size={14} aria-hidden />
      </Group>
    );

  return (
    <Alert
      color={approved ? "success" : "warning"}
      icon={
        approved ? <IconCircleCheck size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />
      }
      title={approved ? T.approved : T.panelTitle}
      data-testid="approval-panel"
    >
      <Stack gap="sm">
        <BreachList breaches={breaches} lineName={props.lineName} />
        {status}
      </Stack>
      <CommentDialog
        dialog={dialog}
        onClose={() => setDialog(null)}
        onSubmit={submit}
        busy={request.isPending || decide.isPending}
      />
    </Alert>
  );
});
