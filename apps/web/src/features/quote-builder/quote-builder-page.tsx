import { Button, Grid, Group, Stack } from "@mantine/core";
import { MESSAGES } from "@q2c/domain";
import { IconHistory } from "@tabler/icons-react";
import { memo, useCallback, useMemo, useRef, useState } from "react";
import { useParams } from "react-router";
import type { TCommentLink } from "../../api/project-activity-api.ts";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { ListError } from "../../app/lists/list-states.tsx";
import { useAccessContext, useRequiredUser } from "../../app/session/use-session.ts";
import { ActivityPanel } from "../project-activity/activity-panel.tsx";
import { MembersPanel } from "../project-activity/members-panel.tsx";
import type { PeopleSeed } from "../project-activity/use-people.ts";
import { DocumentsButton } from "../quote-documents/documents-button.tsx";
import { ApprovalPanel } from "./approval-panel.tsx";
import { builderActions } from "./builder-actions.ts";
import { BuilderHeader } from "./builder-header.tsx";
import { BuilderSkeleton, ConflictNotice, ReadOnlyNote, SaveStatus } from "./builder-status.tsx";
import { BuildingGrid } from "./building-grid.tsx";
import { describeLinkOf, findBuilding, hasChoices, siteOutlineOf } from "./draft-model.ts";
import { EmptySite } from "./empty-site.tsx";
import { type FiguresIndex, figuresIndexOf } from "./grid-rows.ts";
import { GuardrailContext } from "./guardrail-badge.tsx";
import { lineNameIn } from "./guardrail-model.ts";
import { siteView } from "./site-selection.ts";
import { type SiteDialog, SitesPanel } from "./sites-panel.tsx";
import { BUILDER_TEXTS as T } from "./texts.ts";
import { TotalsPanel } from "./totals-panel.tsx";
import { TotalsToggle, useTotalsCollapsed } from "./totals-toggle.tsx";
import { useBuilder, usePricedDraft } from "./use-builder.ts";
import { isProviderSide, useBuilderInfo } from "./use-builder-info.ts";
import { useGuardrails, useNeedsApproval } from "./use-guardrails.ts";
import { VersionsDrawer } from "./versions-drawer.tsx";

interface ActivitySectionProps {
  projectId: string;
  buildingId: string | null;
  describeLink: (link: TCommentLink) => string | undefined;
  canEdit: boolean;
  /** The builder's read, which carries the members and team. */
  people: PeopleSeed | undefined;
}

/** The activity feed and the members, apart so that typing in the grid does not draw them again. */
const ActivitySection = memo(function ActivitySection({
  projectId,
  buildingId,
  describeLink,
  canEdit,
  people,
}: ActivitySectionProps) {
  const commentLink = useMemo(() => (buildingId ? { buildingId } : null), [buildingId]);
  return (
    <Grid gap="md" align="flex-start">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <ActivityPanel projectId={projectId} commentLink={commentLink} describeLink={describeLink} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <MembersPanel projectId={projectId} canEdit={canEdit} seed={people} />
      </Grid.Col>
    </Grid>
  );
});

/**
 * /projects/:quoteId/edit and /customers/:accountId/projects/:quoteId/edit: the quote builder. Sites on
 * the left, the chosen building's products in the middle, the live totals on the right; the stage,
 * versions, activity and members around them. Edits apply to the draft at once and are saved in order.
 */
export default function QuoteBuilderPage() {
  const { quoteId = "", accountId } = useParams();
  // Another quote is another store: the page starts afresh when the id changes.
  return <QuoteBuilder key={quoteId} quoteId={quoteId} accountId={accountId} />;
}

function QuoteBuilder({ quoteId, accountId }: { quoteId: string; accountId: string | undefined }) {
  const ctx = useAccessContext();
  const user = useRequiredUser();
  const { query, store, snapshot } = useBuilder(quoteId);
  const draft = snapshot.draft;
  const info = useBuilderInfo(query.data, ctx);
  const pricing = usePricedDraft(draft);
  const priced = pricing.priced;
  // Figures whose values did not change keep their objects (the grid's rows of those lines are not drawn).
  const figuresRef = useRef<FiguresIndex | undefined>(undefined);
  const figures = useMemo(() => figuresIndexOf(priced, figuresRef.current), [priced]);
  figuresRef.current = figures;
  const actions = useMemo(() => builderActions(quoteId, store), [quoteId, store]);
  const [chosenBuilding, setChosenBuilding] = useState<string | null>(null);
  // A location chosen in the tree or just added; choosing a building leaves it.
  const [chosenLocation, setChosenLocation] = useState<string | null>(null);
  const [siteDialog, setSiteDialog] = useState<SiteDialog | null>(null);
  const chooseBuilding = useCallback((id: string) => {
    setChosenBuilding(id);
    setChosenLocation(null);
  }, []);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [totalsCollapsed, toggleTotals] = useTotalsCollapsed();
  // Stable: the feed names links from the draft as it is when it asks.
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const describeLink = useCallback((link: TCommentLink) => describeLinkOf(draftRef.current)(link), []);
  const withRange = useMemo(() => (draft ? hasChoices(draft) : false), [draft]);
  const outline = draft ? siteOutlineOf(draft) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the outline's contents.
  const sites = useMemo(() => outline?.outline ?? null, [outline?.key]);
  const settle = useCallback(() => store.settled(), [store]);
  const closeVersions = useCallback(() => setVersionsOpen(false), []);
  const read = query.data;
  const readAt = query.dataUpdatedAt;
  const people = useMemo(() => (read ? { project: read, at: readAt } : undefined), [read, readAt]);

  const canManage = isProviderSide(ctx);
  // A completed quote is final; a declined deal is read-only until reopened (its banner says so).
  const canEdit = canManage && draft?.stage !== "completed" && draft?.status !== "declined";
  // Guardrails (issue #16 §5): the provider's side only; customers and partners never read the settings.
  const guardrails = useGuardrails(pricing, canManage);
  const lineName = useCallback((id: string) => lineNameIn(draftRef.current, id), []);
  // The stepper refuses a move past Review while an approval is needed, as the server does.
  const needsApproval = useNeedsApproval(
    quoteId,
    read?.version ?? draft?.version ?? 0,
    canManage ? guardrails.breaches : [],
    user.id,
  );
  const team = read?.team;
  const quoteNumber = draft?.quoteNumber;
  const stage = draft?.stage ?? "build";
  const documentsQuote = useMemo(
    () => ({
      id: quoteId,
      quoteNumber: quoteNumber === undefined ? "" : String(quoteNumber),
      stage,
      team: team ?? [],
    }),
    [quoteId, quoteNumber, stage, team],
  );
  const crumbs = accountId ? [draft?.accountName, draft?.dealName] : [draft?.dealName];
  usePageTitle(...crumbs);
  useUnsavedChangesPrompt(canEdit && snapshot.status.pending);
  useQueryErrorNotice(query.error, MESSAGES.productsAndBundlesCouldNotBeLoaded);
  useQueryErrorNotice(info.partnersError, MESSAGES.couldNotLoadAccounts);

  if (draft === null) {
    if (query.isError)
      return (
        <ListError
          message={MESSAGES.productsAndBundlesCouldNotBeLoaded}
          onRetry={() => void query.refetch()}
        />
      );
    return <BuilderSkeleton />;
  }
  const view = siteView(draft, chosenBuilding, chosenLocation);
  const buildingId = view.kind === "building" ? view.buildingId : null;
  const found = findBuilding(draft, buildingId);
  const emptyLocation = view.kind === "empty" ? view.location : null;

  return (
    <Stack gap="md">
      {snapshot.status.conflict ? <ConflictNotice store={store} /> : null}
      {canManage ? null : <ReadOnlyNote text={T.readOnlyCustomer} />}
      {canManage && draft.stage === "completed" ? <ReadOnlyNote text={T.readOnlyCompleted} /> : null}
      <BuilderHeader
        project={draft}
        actions={actions}
        canEdit={canEdit}
        canManage={canManage}
        pricedLineCount={priced?.pricedLineCount ?? 0}
        needsApproval={needsApproval}
        partners={info.partners}
        memberNames={info.memberNames}
      />
      {canManage ? (
        <ApprovalPanel
          projectId={quoteId}
          version={read?.version ?? draft.version}
          breaches={guardrails.breaches}
          lineName={lineName}
          canEdit={canEdit}
        />
      ) : null}
      <Group justify="flex-end" gap="sm">
        {canEdit ? <SaveStatus status={snapshot.status} /> : null}
        <TotalsToggle collapsed={totalsCollapsed} onToggle={toggleTotals} priced={priced} />
        {canManage ? <DocumentsButton quote={documentsQuote} canEdit={canEdit} /> : null}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconHistory size={14} aria-hidden />}
          onClick={() => setVersionsOpen(true)}
        >
          {T.versions}
        </Button>
      </Group>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 3, xl: 2 }}>
          <SitesPanel
            project={sites ?? draft}
            actions={actions}
            readOnly={!canEdit}
            selectedBuildingId={buildingId}
            onSelectBuilding={chooseBuilding}
            selectedLocationId={emptyLocation?.id ?? null}
            onSelectLocation={setChosenLocation}
            dialog={siteDialog}
            onDialogChange={setSiteDialog}
            environments={info.environments}
            requirements={info.requirements}
          />
        </Grid.Col>
        <Grid.Col span={totalsCollapsed ? { base: 12, md: 9, xl: 10 } : { base: 12, md: 6, xl: 8 }}>
          {found ? (
            <GuardrailContext.Provider value={guardrails.byLine}>
              <BuildingGrid
                key={found.building.id}
                building={found.building}
                figures={figures}
                actions={actions}
                readOnly={!canEdit}
              />
            </GuardrailContext.Provider>
          ) : (
            <EmptySite
              locationName={emptyLocation?.name ?? null}
              onAddBuilding={
                canEdit && emptyLocation
                  ? () => setSiteDialog({ kind: "addBuilding", locationId: emptyLocation.id })
                  : undefined
              }
            />
          )}
        </Grid.Col>
        {totalsCollapsed ? null : (
          <Grid.Col span={{ base: 12, md: 3, xl: 2 }}>
            <TotalsPanel priced={priced} withRange={withRange} />
          </Grid.Col>
        )}
      </Grid>
      <ActivitySection
        projectId={quoteId}
        buildingId={buildingId}
        describeLink={describeLink}
        canEdit={canEdit}
        people={people}
      />
      <VersionsDrawer
        projectId={quoteId}
        opened={versionsOpen}
        onClose={closeVersions}
        actions={actions}
        canEdit={canEdit}
        settle={settle}
      />
    </Stack>
  );
}
