import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type QuoteStage, type TAccount, TERM_MONTHS, type TProject } from "@q2c/domain";
import { IconArchive, IconArchiveOff, IconFileCertificate, IconThumbDown } from "@tabler/icons-react";
import { memo, useEffect, useState } from "react";
import { Link } from "react-router";
import { useCan } from "../../app/session/use-can.ts";
import { ApplyContractDialog } from "./apply-contract-dialog.tsx";
import type { BuilderActions } from "./builder-actions.ts";
import { DeclineDealModal } from "./decline-deal-modal.tsx";
import { DeclinedBanner } from "./declined-banner.tsx";
import { AcceptQuoteDialog } from "./lifecycle-dialogs.tsx";
import { QuoteBasicsSummary } from "./quote-basics-summary.tsx";
import { QuoteLifecycleActions } from "./quote-lifecycle-actions.tsx";
import { QuoteOrderAction } from "./quote-order-action.tsx";
import { ShareControl } from "./share-control.tsx";
import { StageStepper } from "./stage-stepper.tsx";
import { BUILDER_TEXTS as T } from "./texts.ts";

export interface BuilderHeaderProps {
  project: TProject;
  actions: BuilderActions;
  /** The caller may change the quote (an MSP or the owner, and not completed). */
  canEdit: boolean;
  /** The caller may move stages, archive and restore (an MSP or the owner: a completed quote too). */
  canManage: boolean;
  pricedLineCount: number;
  /** The quote breaks the guardrails and no approval covers it: no move past Review (issue #16 §5). */
  needsApproval?: boolean;
  partners: readonly TAccount[];
  memberNames: readonly string[];
}

/**
 * The deal name, the page's level-one heading, edited in place: saved on Enter or when the box is
 * left, if changed and not empty. The heading is named by the saved name (a box inside a heading
 * gives it no text of its own).
 */
function DealName({
  project,
  actions,
  canEdit,
}: Pick<BuilderHeaderProps, "project" | "actions" | "canEdit">) {
  const [name, setName] = useState(project.dealName);
  useEffect(() => setName(project.dealName), [project.dealName]);
  if (!canEdit)
    return (
      <Title order={1} size="h3">
        {project.dealName}
      </Title>
    );
  const commit = () => {
    const trimmed = name.trim();
    if (trimmed === "") setName(project.dealName);
    else if (trimmed !== project.dealName) actions.updateProject({ dealName: trimmed });
  };
  return (
    <Title order={1} aria-label={project.dealName} style={{ margin: 0 }}>
      <TextInput
        aria-label={T.dealName}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
        size="md"
        fw={700}
        w={360}
        maxLength={200}
      />
    </Title>
  );
}

/** The quote's header: deal, customer, number, term, provider link, stage and the quote's own actions. */
/** The quote's fields the header shows: a change elsewhere (a line) does not draw it again. */
const HEADER_FIELDS = [
  "dealName",
  "accountId",
  "accountName",
  "quoteNumber",
  "termMonths",
  "partnerId",
  "partnerAccount",
  "pricesLocked",
  "stage",
  "archived",
  "status",
  "declinedAt",
  "declineReason",
  "ownerUserId",
  "ownerName",
  "contactUserId",
  "contactName",
  "quoteDate",
  "validUntil",
  "expired",
  "paymentTerms",
  "customerNotes",
  "acceptedAt",
  "team",
  "contractSummary",
  "sharedAt",
  "sharedByName",
] as const satisfies readonly (keyof TProject)[];

function sameHeader(a: BuilderHeaderProps, b: BuilderHeaderProps): boolean {
  return (
    HEADER_FIELDS.every((f) => a.project[f] === b.project[f]) &&
    a.actions === b.actions &&
    a.canEdit === b.canEdit &&
    a.canManage === b.canManage &&
    a.pricedLineCount === b.pricedLineCount &&
    a.needsApproval === b.needsApproval &&
    a.partners === b.partners &&
    a.memberNames === b.memberNames
  );
}

export const BuilderHeader = memo(function BuilderHeader(props: BuilderHeaderProps) {
  const { project, actions, canEdit, canManage } = props;
  const [declining, setDeclining] = useState(false);
  const [applyingContract, setApplyingContract] = useState(false);
  const [accepting, setAccepting] = useState(false);
  // Contracts are sold by plan (hasContracts); applying one changes lines, so not on a read-only quote.
  const mayApplyContract = useCan("quotes.applyContract") && canEdit;
  const declined = project.status === "declined" || project.declinedAt !== null;
  const facts = {
    pricedLineCount: props.pricedLineCount,
    archived: project.archived,
    declined,
    needsApproval: props.needsApproval ?? false,
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        {declined ? <DeclinedBanner project={project} actions={actions} canManage={canManage} /> : null}
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <DealName project={project} actions={actions} canEdit={canEdit} />
            <Group gap="md">
              <Text size="sm">
                {T.customer}:{" "}
                {canManage ? (
                  <Anchor component={Link} to={`/customers/${project.accountId}/view`}>
                    {project.accountName}
                  </Anchor>
                ) : (
                  project.accountName
                )}
              </Text>
              <Text size="sm">
                {T.quoteNumber}: <b>{project.quoteNumber}</b>
              </Text>
              {project.archived ? <Badge color="gray">{T.archived}</Badge> : null}
              {declined ? <Badge color="danger">{T.declined}</Badge> : null}
              {project.contractSummary ? (
                <Text size="sm">
                  {T.contract}: {project.contractSummary}
                </Text>
              ) : null}
              {props.memberNames.length > 0 ? (
                <Text size="sm" c="dimmed">
                  {T.members}: {props.memberNames.join(", ")}
                </Text>
              ) : null}
            </Group>
            <QuoteBasicsSummary project={project} actions={actions} canEdit={canEdit} canManage={canManage} />
            <ShareControl project={project} actions={actions} canManage={canManage} />
          </Stack>
          <Group gap="xs" align="flex-end">
            <Select
              size="xs"
              label={T.term}
              data={TERM_MONTHS.map((m) => ({ value: String(m), label: T.termOption(m) }))}
              value={String(project.termMonths)}
              onChange={(v) => v && actions.updateProject({ termMonths: Number(v) })}
              allowDeselect={false}
              readOnly={!canEdit}
              w={150}
            />
            <Select
              size="xs"
              label={T.partner}
              placeholder={T.noPartner}
              data={partnerOptions(props.partners, project)}
              value={project.partnerId}
              onChange={(v) => actions.updateProject({ partnerId: v }, {}, true)}
              clearable
              readOnly={!canEdit}
              w={180}
            />
            <Switch
              label={T.lockPrices}
              description={T.lockPricesHelp}
              checked={project.pricesLocked}
              disabled={!canEdit}
              onChange={(event) =>
                actions.updateProject({ pricesLocked: event.currentTarget.checked }, { lockPrices: true })
              }
              maw={220}
            />
          </Group>
        </Group>
        <StageStepper
          stage={project.stage as QuoteStage}
          facts={facts}
          canMove={canManage}
          onMove={(stage) => actions.moveStage(stage)}
          onAccept={() => setAccepting(true)}
        />
        {canManage ? (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={
                project.archived ? (
                  <IconArchiveOff size={14} aria-hidden />
                ) : (
                  <IconArchive size={14} aria-hidden />
                )
              }
              onClick={() => actions.updateProject({ archived: !project.archived }, {}, true)}
            >
              {project.archived ? T.restore : T.archive}
            </Button>
            {declined ? null : (
              <Button
                size="xs"
                variant="outline"
                color="danger"
                leftSection={<IconThumbDown size={14} aria-hidden />}
                onClick={() => setDeclining(true)}
              >
                {T.declineDeal}
              </Button>
            )}
            <QuoteLifecycleActions project={project} />
            <QuoteOrderAction project={project} />
            {mayApplyContract ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconFileCertificate size={14} aria-hidden />}
                onClick={() => setApplyingContract(true)}
              >
                {T.applyContract}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      <DeclineDealModal
        opened={declining}
        onClose={() => setDeclining(false)}
        onConfirm={actions.declineDeal}
      />
      <AcceptQuoteDialog
        opened={accepting}
        onClose={() => setAccepting(false)}
        dealName={project.dealName}
        actions={actions}
      />
      {mayApplyContract ? (
        <ApplyContractDialog
          opened={applyingContract}
          onClose={() => setApplyingContract(false)}
          project={project}
          actions={actions}
        />
      ) : null}
    </Paper>
  );
}, sameHeader);

/** The provider-link accounts, keeping the quote's own partner even when the list does not hold it. */
function partnerOptions(partners: readonly TAccount[], project: TProject) {
  const options = partners.map((p) => ({ value: p.id, label: p.accountName }));
  if (project.partnerId && project.partnerAccount && !options.some((o) => o.value === project.partnerId)) {
    options.push({ value: project.partnerId, label: project.partnerAccount.accountName });
  }
  return options;
}
