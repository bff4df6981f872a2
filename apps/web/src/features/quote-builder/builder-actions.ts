import type {
  QuoteStage,
  TBomImportReport,
  TProject,
  TProjectBuildingInput,
  TProjectBundleProduct,
  TProjectLine,
} from "@q2c/domain";
import { projectActivityApi } from "../../api/project-activity-api.ts";
import {
  type ProjectUpdateBody,
  type ProjectUpdateQuery,
  projectBuilderApi,
} from "../../api/project-builder-api.ts";
import { quoteLifecycleApi } from "../../api/quote-lifecycle-api.ts";
import type { BuilderStore } from "./builder-store.ts";
import {
  type LinePatch,
  orderBundleProducts,
  type ProjectPatch,
  patchBuilding,
  patchLines,
  patchProject,
  removeBuilding,
  removeBundleProducts,
  removeLines,
  removeLocation,
  renameLocation,
} from "./draft-model.ts";

/** The quote's own fields the header changes (PUT /projects/:id). */
export type ProjectFieldsPatch = Pick<
  ProjectPatch,
  "dealName" | "termMonths" | "pricesLocked" | "archived" | "partnerId"
>;

/** The quote basics the header's dialog changes (issue #16 §4). */
export type BasicsPatch = Pick<
  ProjectPatch,
  "ownerUserId" | "contactUserId" | "quoteDate" | "validUntil" | "paymentTerms" | "customerNotes"
>;

/** What a dialog waiting on a write hears back: done, refused (400 and the like), or stale (409). */
export interface WriteCallbacks {
  onDone: () => void;
  onError: (error: unknown) => void;
  onConflict: () => void;
}

export type BuildingFields = Pick<
  TProjectBuildingInput,
  "name" | "environmentId" | "occupancy" | "requirements"
>;

/** Every building of the quote as PUT /projects/:id?updateBuildings=true takes them. */
export function buildingInputsOf(project: TProject | null): TProjectBuildingInput[] {
  return (project?.locations ?? []).flatMap((location) =>
    location.buildings.map((b, position) => ({
      id: b.id,
      locationId: location.id,
      name: b.name,
      environmentId: b.environmentId,
      requirements: b.requirements,
      occupancy: b.occupancy,
      position,
      contractSummary: b.contractSummary,
    })),
  );
}

/**
 * The builder's writes, each through the store's queue (in order, with the version current when it is
 * sent). Those the user can see at once carry their change to the draft; the rest read the quote
 * again once answered.
 */
export function builderActions(projectId: string, store: BuilderStore) {
  const api = projectBuilderApi;
  const linesChange = (patches: Map<string, LinePatch>) =>
    store.run({
      send: (version) =>
        api.updateLines(projectId, { version, lines: [...patches].map(([id, p]) => ({ id, ...p })) }),
      apply: patchLines(patches),
    });
  /** The buildings as they stand when the write is sent (earlier writes answered), changed by `edit`. */
  const buildingsChange = (
    edit: (list: TProjectBuildingInput[]) => TProjectBuildingInput[],
    apply?: (p: TProject) => TProject,
    onDone?: (createdIds: string[]) => void,
  ) =>
    store.run({
      send: (version) =>
        api.update(
          projectId,
          { version, buildings: edit(buildingInputsOf(store.current())) },
          { updateBuildings: true },
        ),
      apply,
      refetch: true,
      onDone: (answer) => onDone?.("createdIds" in answer ? (answer.createdIds ?? []) : []),
    });

  return {
    editLine: (lineId: string, patch: LinePatch) => store.editLine(lineId, patch),
    editLines: linesChange,
    setOptional: (line: TProjectLine, optional: boolean) => linesChange(new Map([[line.id, { optional }]])),
    /** Choosing one alternative un-chooses the others of its group (exactly one is chosen). */
    choose: (bp: TProjectBundleProduct, line: TProjectLine) => {
      const group = bp.lines.filter(
        (l) => l.alternativeGroup !== null && l.alternativeGroup === line.alternativeGroup,
      );
      linesChange(new Map(group.map((l) => [l.id, { chosen: l.id === line.id }])));
    },
    /** Into or out of alternative groups (patches of alternatives.ts); read again for the server's say. */
    regroupLines: (patches: Map<string, LinePatch>) =>
      store.run({
        send: (version) =>
          api.updateLines(projectId, { version, lines: [...patches].map(([id, p]) => ({ id, ...p })) }),
        apply: patchLines(patches),
        refetch: true,
      }),
    deleteLines: (ids: readonly string[]) =>
      store.run({
        send: (version) => api.deleteLines(projectId, { version, ids: [...ids] }),
        apply: removeLines(new Set(ids)),
        refetch: true,
      }),
    /** Lines (of other bundle products) and whole bundle products with their lines, in one go. */
    deleteLinesAndBundles: (lineIds: readonly string[], bundleProductIds: readonly string[]) => {
      if (lineIds.length > 0)
        store.run({
          send: (version) => api.deleteLines(projectId, { version, ids: [...lineIds] }),
          apply: removeLines(new Set(lineIds)),
          refetch: true,
        });
      if (bundleProductIds.length > 0)
        store.run({
          send: (version) => api.deleteBundleProducts(projectId, { version, ids: [...bundleProductIds] }),
          apply: removeBundleProducts(new Set(bundleProductIds)),
          refetch: true,
        });
    },
    addProduct: (target: { buildingId: string } | { bundleProductId: string }, productId: string) =>
      store.run({
        send: (version) => api.createLine(projectId, { version, productId, ...target }),
        refetch: true,
      }),
    addBundle: (buildingId: string, bundleId: string, quantity: string) =>
      store.run({
        send: (version) =>
          api.createBundleProducts(projectId, { version, buildingId, items: [{ bundleId, quantity }] }),
        refetch: true,
      }),
    /** Several catalogue bundles at once (the accepted suggestions of a Building Use): one write. */
    addBundles: (buildingId: string, items: { bundleId: string; quantity: string }[]) =>
      store.run({
        send: (version) => api.createBundleProducts(projectId, { version, buildingId, items }),
        refetch: true,
      }),
    orderBundleProducts: (buildingId: string, ids: string[]) =>
      store.run({
        send: (version) => api.bundlePositions(projectId, { version, buildingId, ids }),
        apply: orderBundleProducts(buildingId, ids),
      }),
    deleteBundleProducts: (ids: readonly string[]) =>
      store.run({
        send: (version) => api.deleteBundleProducts(projectId, { version, ids: [...ids] }),
        apply: removeBundleProducts(new Set(ids)),
        refetch: true,
      }),
    importBom: (buildingId: string, file: File, onReport: (report: TBomImportReport) => void) =>
      store.run({
        send: (version) => api.importBom(projectId, buildingId, version, file),
        refetch: true,
        onDone: (answer) => onReport(answer as TBomImportReport),
      }),
    updateProject: (patch: ProjectFieldsPatch, query: ProjectUpdateQuery = {}, refetch = false) =>
      store.run({
        send: (version) => api.update(projectId, { version, ...patch } as ProjectUpdateBody, query),
        apply: patchProject(patch),
        refetch,
      }),
    moveStage: (stage: QuoteStage) =>
      store.run({
        send: (version) => api.movePhase(projectId, { version, stage }),
        apply: patchProject({ stage }),
        refetch: true,
      }),
    /** The quote basics; names (owner, contact) and whether it is expired come with the read after. */
    updateBasics: (patch: BasicsPatch, callbacks: WriteCallbacks) =>
      store.run({
        send: (version) => api.update(projectId, { version, ...patch } as ProjectUpdateBody),
        apply: patchProject(patch),
        refetch: true,
        ...callbacks,
      }),
    /** Mark as accepted (issue #16 §3): to Acceptance, logged with how the customer accepted. */
    accept: (reason: string, callbacks: WriteCallbacks) =>
      store.run({
        send: (version) => quoteLifecycleApi.accept(projectId, { version, reason }),
        apply: patchProject({ stage: "acceptance" }),
        refetch: true,
        ...callbacks,
      }),
    /** A declined deal back to Build, editable again. */
    reopen: (reason: string, callbacks: WriteCallbacks) =>
      store.run({
        send: (version) =>
          quoteLifecycleApi.reopen(projectId, { version, ...(reason === "" ? {} : { reason }) }),
        apply: patchProject({ status: "discovery", stage: "build", declineReason: null, declinedAt: null }),
        refetch: true,
        ...callbacks,
      }),
    /** An expired quote dated today and valid again (the new days come with the read after). */
    renew: (callbacks: WriteCallbacks) =>
      store.run({
        send: (version) => quoteLifecycleApi.renew(projectId, { version }),
        refetch: true,
        ...callbacks,
      }),
    /** Settles the writes so far (a dialog opened now starts from what is saved). */
    settled: () => store.settled(),
    /** Sharing with the customer: when and by whom come with the read that follows the answer. */
    share: (onDone: () => void, onError: (error: unknown) => void) =>
      store.run({
        send: (version) => api.share(projectId, version),
        refetch: true,
        onDone,
        onError,
      }),
    unshare: (onDone: () => void, onError: (error: unknown) => void) =>
      store.run({
        send: (version) => api.unshare(projectId, version),
        refetch: true,
        onDone,
        onError,
      }),
    declineDeal: (reason: string) =>
      store.run({
        send: (version) => projectActivityApi.declineDeal(projectId, { version, reason }),
        apply: patchProject({ status: "declined", declineReason: reason }),
        refetch: true,
      }),
    /** `onAdded` gets the new site's id (its buildings, brought from a service address, come with the read). */
    addLocation: (body: { name: string; locationId?: string }, onAdded?: (locationId: string) => void) =>
      store.run({
        send: (version) => api.createLocation(projectId, { version, ...body }),
        refetch: true,
        onDone: (answer) => {
          const id = "createdIds" in answer ? answer.createdIds?.[0] : undefined;
          if (id) onAdded?.(id);
        },
      }),
    renameLocation: (locationId: string, name: string) =>
      store.run({
        send: (version) => api.updateLocation(projectId, locationId, { version, name }),
        apply: renameLocation(locationId, name),
      }),
    deleteLocation: (locationId: string) =>
      store.run({
        send: (version) => api.deleteLocation(projectId, locationId, version),
        apply: removeLocation(locationId),
        refetch: true,
      }),
    /** `onAdded` gets the new building's id once the server has it. */
    addBuilding: (locationId: string, fields: BuildingFields, onAdded?: (buildingId: string) => void) =>
      buildingsChange(
        (list) => [
          ...list,
          { locationId, ...fields, position: list.filter((b) => b.locationId === locationId).length },
        ],
        undefined,
        (ids) => {
          if (ids[0]) onAdded?.(ids[0]);
        },
      ),
    updateBuilding: (buildingId: string, fields: BuildingFields, onSaved?: () => void) =>
      buildingsChange(
        (list) => list.map((b) => (b.id === buildingId ? { ...b, ...fields } : b)),
        patchBuilding(buildingId, {
          name: fields.name,
          environmentId: fields.environmentId ?? null,
          occupancy: fields.occupancy ?? null,
        }),
        onSaved ? () => onSaved() : undefined,
      ),
    deleteBuilding: (buildingId: string) =>
      buildingsChange((list) => list.filter((b) => b.id !== buildingId), removeBuilding(buildingId)),
    /** The contract's agreed prices onto the matching lines: only the server knows them, so read again. */
    applyContract: (contractId: string, onDone: () => void) =>
      store.run({
        send: (version) => api.applyContract(projectId, { version, contractId }),
        refetch: true,
        onDone,
      }),
    /** The draft as it stands, for the header's dialogs (the header is drawn only when its fields change). */
    currentDraft: () => store.getSnapshot().draft,
    restoreVersion: (versionId: string, onDone: () => void) =>
      store.run({
        send: (version) => api.restoreVersion(projectId, versionId, version),
        refetch: true,
        onDone,
      }),
  };
}

export type BuilderActions = ReturnType<typeof builderActions>;
