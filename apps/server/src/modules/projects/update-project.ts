import {
  AppError,
  PROJECT_MESSAGES,
  type ProjectEventType,
  type TProjectChange,
  type TUpdateProjectQuery,
  type TUpdateProjectRequest,
} from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { loadTaxRateTable } from "../building-use/load-tax-rate-table.ts";
import { type ChangeOutcome, changeProject, recordProjectEvent } from "../project-core/change-project.ts";
import {
  checkContactUser,
  checkOwnerUser,
  checkPartners,
  checkValidity,
  type FieldErrors,
  throwIfAny,
} from "./project-references.ts";
import { replaceBuildings } from "./replace-buildings.ts";

type Fields = NonNullable<ChangeOutcome["projectFields"]>;
type Event = NonNullable<ChangeOutcome["event"]>;

const PLAIN_FIELDS = [
  "dealName",
  "termMonths",
  "contractSummary",
  "quoteDate",
  "paymentTerms",
  "customerNotes",
] as const;
const NULLABLE_FIELDS = [
  "partnerId",
  "financialPartnerId",
  "ownerUserId",
  "contactUserId",
  "validUntil",
] as const;

/**
 * PUT /projects/{id}: the quote's own fields, and with flags its buildings (updateBuildings), tax rates
 * (updateTaxRates), documents' signatures (clearAgreements) and price lock (lockPrices). `archived`
 * archives or restores, at any stage, also of a completed quote; every other change of a completed quote
 * is refused by changeProject. Each kind of change is one event of the feed.
 */
export async function updateProject(
  deps: Deps,
  principal: Principal,
  id: string,
  query: TUpdateProjectQuery,
  body: TUpdateProjectRequest,
): Promise<TProjectChange> {
  const flagged = query.updateBuildings || query.updateTaxRates || query.clearAgreements || query.lockPrices;
  const onlyArchive = !flagged && Object.keys(body).every((k) => k === "version" || k === "archived");
  return changeProject(
    deps,
    principal,
    id,
    body.version,
    async ({ tx, project, agg }) => {
      if (query.updateBuildings && body.buildings === undefined) {
        throw new AppError("bad_request", {
          fields: { buildings: PROJECT_MESSAGES.buildingsRequired },
        });
      }
      const fields: Fields = {};
      const events: Event[] = [];
      const changed: string[] = [];
      for (const key of PLAIN_FIELDS) {
        if (body[key] !== undefined && body[key] !== project[key]) {
          (fields as Record<string, unknown>)[key] = body[key];
          changed.push(key);
        }
      }
      for (const key of NULLABLE_FIELDS) {
        const value = body.nullFields?.includes(key) ? null : body[key];
        if (value !== undefined && value !== project[key]) {
          fields[key] = value;
          changed.push(key);
        }
      }
      const problems: FieldErrors = {};
      await checkPartners(tx, fields, problems);
      await checkOwnerUser(tx, project.tenantId, fields.ownerUserId, problems);
      await checkContactUser(tx, project, fields.contactUserId, problems);
      if (fields.quoteDate !== undefined || fields.validUntil !== undefined) {
        checkValidity(
          (fields.quoteDate as string | undefined) ?? project.quoteDate,
          fields.validUntil !== undefined ? (fields.validUntil as string | null) : project.validUntil,
          problems,
        );
      }
      throwIfAny(problems);
      if (changed.length > 0) events.push({ type: "updated", data: { fields: changed } });

      if (body.archived !== undefined && body.archived !== (project.archivedAt !== null)) {
        fields.archivedAt = body.archived ? new Date() : null;
        events.unshift({ type: body.archived ? "archived" : "restored" });
      }
      const locked = body.pricesLocked ?? (query.lockPrices ? true : undefined);
      if (locked !== undefined && locked !== project.pricesLocked) {
        fields.pricesLocked = locked;
        events.push({ type: "updated", data: { fields: ["pricesLocked"], pricesLocked: locked } });
      }
      if (query.updateTaxRates) {
        fields.taxRates = (await loadTaxRateTable(tx)) as unknown as Record<string, unknown>[];
        fields.taxRatesAt = new Date();
        events.push({ type: "taxes_refreshed" });
      }
      if (query.clearAgreements) {
        fields.agreements = {};
        events.push({ type: "agreements_cleared" });
      }
      let createdIds: string[] | undefined;
      if (query.updateBuildings && body.buildings) {
        const result = await replaceBuildings(tx, agg, body.buildings);
        createdIds = result.added;
        events.push({
          type: "buildings_changed",
          data: { added: result.added.length, changed: result.changed, removed: result.removed },
        });
      }
      // changeProject records one event, after the change; the others are written first, so the feed
      // keeps their order.
      const last = events.pop();
      for (const extra of events) {
        await recordProjectEvent(
          tx,
          project,
          principal.userId,
          extra.type as ProjectEventType,
          extra.data ?? {},
        );
      }
      return {
        projectFields: fields,
        ...(last ? { event: last } : {}),
        ...(createdIds ? { createdIds } : {}),
      };
    },
    { allowCompleted: onlyArchive, allowDeclined: onlyArchive },
  );
}
