import { Badge, Button, Group, Text } from "@mantine/core";
import { MESSAGES, type TProject } from "@q2c/domain";
import { IconCalendarRepeat, IconPencil } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { formatDate } from "../accounts/format-date.ts";
import type { BuilderActions } from "./builder-actions.ts";
import { LIFECYCLE_TEXTS as L } from "./lifecycle-texts.ts";
import { QuoteBasicsDialog } from "./quote-basics-dialog.tsx";

export interface QuoteBasicsSummaryProps {
  project: TProject;
  actions: Pick<BuilderActions, "updateBasics" | "renew" | "settled">;
  canEdit: boolean;
  /** May renew (the quote's provider), also where the lines are read-only. */
  canManage: boolean;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" component="span">
      {label}: <b>{children}</b>
    </Text>
  );
}

/**
 * The quote basics in the header: owner, customer contact, quote date, valid until (Expired with Renew
 * once past it) and payment terms; Edit basics opens their dialog.
 */
export function QuoteBasicsSummary({ project, actions, canEdit, canManage }: QuoteBasicsSummaryProps) {
  const [editing, setEditing] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const declined = project.status === "declined";
  const open = () => {
    // The dialog starts from the quote as saved, after the writes under way.
    void actions.settled().then(() => setEditing(true));
  };
  const renew = () => {
    setRenewing(true);
    actions.renew({
      onDone: () => {
        setRenewing(false);
        notifyDone(L.renewed);
      },
      onError: (error) => {
        setRenewing(false);
        notifyError(error, { fallback: MESSAGES.couldNotBeSaved });
      },
      onConflict: () => setRenewing(false),
    });
  };
  return (
    <Group gap="md" wrap="wrap" aria-label={L.basics} role="group">
      <Fact label={L.owner}>{project.ownerName ?? L.noOwner}</Fact>
      <Fact label={L.contact}>{project.contactName ?? L.noContact}</Fact>
      <Fact label={L.quoteDate}>{formatDate(project.quoteDate)}</Fact>
      <Group gap={6} wrap="nowrap">
        <Fact label={L.validUntil}>{project.validUntil ? formatDate(project.validUntil) : L.noExpiry}</Fact>
        {project.expired ? <Badge color="danger">{L.expired}</Badge> : null}
        {project.expired && canManage && !declined ? (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconCalendarRepeat size={14} aria-hidden />}
            loading={renewing}
            onClick={renew}
          >
            {L.renew}
          </Button>
        ) : null}
      </Group>
      {project.paymentTerms ? (
        <Text size="sm" c="dimmed" lineClamp={1} maw={320} title={project.paymentTerms}>
          {L.paymentTerms}: {project.paymentTerms}
        </Text>
      ) : null}
      {canEdit ? (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={open}
        >
          {L.editBasics}
        </Button>
      ) : null}
      <QuoteBasicsDialog
        opened={editing}
        onClose={() => setEditing(false)}
        project={project}
        actions={actions}
      />
    </Group>
  );
}
