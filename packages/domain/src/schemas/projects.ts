import { z } from "zod";
import { ZPageQuery } from "../pagination.ts";
import { TERM_MONTHS } from "../pricing/pricing-constants.ts";
import { PIPELINE_MESSAGES, QUOTE_LIST_SORTS, QUOTE_OUTCOMES } from "../projects/pipeline.ts";
import { PROJECT_MESSAGES } from "../projects/project-messages.ts";
import { QUOTE_STAGES } from "../projects/stages.ts";
import { zUuid } from "../validation/rules.ts";
import { zDay, zNullFields, zQueryInt, zRequiredText, zText, zVersion } from "./common.ts";
import { ZProjectComment, ZProjectEvent, ZProjectMember } from "./project-collab.ts";
import { ZQuoteTotals } from "./project-figures.ts";
import { ZProjectBuilding, ZProjectBuildingInput, ZProjectLocation } from "./project-lines.ts";
import { ZQuoteBasicsFields } from "./quote-basics.ts";

// The project (quote) aggregate of domain §3 and its project-level calls (issue #4).

export const zQuoteStage = z.enum(QUOTE_STAGES, { error: PROJECT_MESSAGES.unknownStage });
const zTerm = z.literal(TERM_MONTHS, { error: "Choose a term of 1, 12, 24, 36, 48 or 60 months." });
/** A query flag: "true" / "false" (or 1 / 0). */
export const zFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

const zAccountRef = z.object({ id: z.string(), accountName: z.string() }).nullable();

export const ZPayoutSummary = z.object({
  serviceProviderPayoutSummary: z.object({ partnerId: z.string().nullable() }).catchall(z.unknown()),
  platformPayoutSummary: z.object({ partnerId: z.string().nullable() }).catchall(z.unknown()),
});

export const ZTeamUser = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  role: z.string(),
  teams: z.array(z.string()),
});
export type TTeamUser = z.infer<typeof ZTeamUser>;

/** A service address of the customer (domain §3 addresses). */
export const ZProjectAddress = z.object({
  id: z.string(),
  name: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

/** Price and availability of a line's product at the distributor (getAvailability). */
export const ZLineAvailability = z.object({
  lineId: z.string(),
  partNumber: z.string(),
  available: z.number().int().nullable(),
  cost: z.string().nullable(),
  distributor: z.string(),
  error: z.string().nullable(),
});

export const ZProject = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  quoteNumber: z.number().int(),
  dealName: z.string(),
  type: z.enum(["quote", "project"]),
  status: z.string(),
  stage: zQuoteStage,
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  partnerId: z.string().nullable(),
  financialPartnerId: z.string().nullable(),
  ownerUserId: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** Quote basics (issue #16 §4). */
  contactUserId: z.string().nullable(),
  contactName: z.string().nullable(),
  quoteDate: z.string(),
  validUntil: z.string().nullable(),
  /** Past its valid-until day and not yet accepted: it cannot be sent until renewed. */
  expired: z.boolean(),
  paymentTerms: z.string(),
  customerNotes: z.string(),
  acceptedAt: z.string().nullable(),
  termMonths: z.number().int(),
  pricesLocked: z.boolean(),
  taxRatesAt: z.string().nullable(),
  contractSummary: z.string(),
  /** The contract last applied; name null if it has since been deleted. */
  contract: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  payoutSummary: ZPayoutSummary,
  declineReason: z.string().nullable(),
  declinedAt: z.string().nullable(),
  /** When the MSP shared the quote with its customer, and who; null while the customer cannot see it. */
  sharedAt: z.string().nullable(),
  sharedBy: z.string().nullable(),
  sharedByName: z.string().nullable(),
  totals: ZQuoteTotals,
  lineCount: z.number().int(),
  mspAccount: zAccountRef,
  partnerAccount: zAccountRef,
  watching: z.boolean(),
  watcherIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  // Present when asked for (GET /projects/{id} flags); locations and buildings come with getLocations
  // (lines inside them with getProjectLocationBundleProducts).
  members: z.array(ZProjectMember).optional(),
  locations: z.array(ZProjectLocation).optional(),
  locationById: z.record(z.string(), ZProjectLocation).optional(),
  buildings: z.array(ZProjectBuilding).optional(),
  addresses: z.array(ZProjectAddress).optional(),
  team: z.array(ZTeamUser).optional(),
  events: z.array(ZProjectEvent).optional(),
  comments: z.array(ZProjectComment).optional(),
  availability: z.array(ZLineAvailability).optional(),
});
export type TProject = z.infer<typeof ZProject>;

export const ZProjectGetQuery = z.object({
  getMembers: zFlag,
  getProjectLocationBundleProducts: zFlag,
  getTeam: zFlag,
  getEvents: zFlag,
  getComments: zFlag,
  getLocations: zFlag,
  getAvailability: zFlag,
  /**
   * Each line's own figures (with getProjectLocationBundleProducts). The builder prices the quote itself and
   * does not ask; without it a 1,000-line answer is about half the size and costs half the server's time.
   */
  getLineFigures: zFlag,
});
export type TProjectGetQuery = z.infer<typeof ZProjectGetQuery>;

export const ZProjectListItem = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  quoteNumber: z.number().int(),
  dealName: z.string(),
  type: z.enum(["quote", "project"]),
  status: z.string(),
  stage: zQuoteStage,
  archived: z.boolean(),
  /** When the MSP shared the quote with its customer; null while not shared. */
  sharedAt: z.string().nullable(),
  termMonths: z.number().int(),
  oneTimeTotal: z.string(),
  termTotal: z.string(),
  grossMargin: z.string().nullable(),
  lineCount: z.number().int(),
  ownerUserId: z.string().nullable(),
  /** Monthly recurring value: monthly lines, plus quarterly and annual ones per month (2 decimals). */
  monthlyRecurring: z.string(),
  validUntil: z.string().nullable(),
  expired: z.boolean(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type TProjectListItem = z.infer<typeof ZProjectListItem>;

export const ZProjectListQuery = ZPageQuery.extend({
  accountId: zUuid.optional(),
  stage: zQuoteStage.optional(),
  /** Active (default), archived or all. */
  archived: z.enum(["active", "archived", "all"]).default("active"),
  type: z.enum(["quote", "project"]).optional(),
  /** Deal name, customer name or quote number. */
  search: z.string().trim().max(100).optional(),
  /** The sales rep (owner) of the quote. */
  ownerUserId: zUuid.optional(),
  /** Open quotes valid until today or one of the next EXPIRING_WITHIN_DAYS days. */
  expiring: zFlag,
  /** open, won (accepted) or lost (declined): see QUOTE_OUTCOMES. */
  outcome: z.enum(QUOTE_OUTCOMES, { error: PIPELINE_MESSAGES.unknownOutcome }).optional(),
  /** With outcome won or lost only (else 400): decided (accepted or declined) on this day or later. */
  decidedFrom: zDay.optional(),
  sort: z.enum(QUOTE_LIST_SORTS, { error: PIPELINE_MESSAGES.unknownSort }).default("newest"),
});
export type TProjectListQuery = z.infer<typeof ZProjectListQuery>;

const ZNewBuilding = z.object({
  name: zRequiredText("Building name", 100),
  environmentId: zUuid.nullish(),
  occupancy: z.number().int().min(0).max(1_000_000).nullish(),
});

export const ZNewProjectLocation = z.object({
  name: zRequiredText("Location name", 100),
  /** A service address of the customer; its city, state and country become the tax jurisdiction. */
  locationId: zUuid.nullish(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Use a two-letter country code.")
    .optional(),
  region: zText(100).optional(),
  locality: zText(100).optional(),
  /**
   * Absent with a service address: the address's buildings (buildingsOfAddress). Names unique within the
   * site (trimmed, any case).
   */
  buildings: z.array(ZNewBuilding).max(100).optional(),
});
export type TNewProjectLocation = z.infer<typeof ZNewProjectLocation>;

export const ZCreateProjectRequest = z.object({
  accountId: zUuid,
  dealName: zRequiredText("Deal name", 200),
  termMonths: zTerm.optional(),
  partnerId: zUuid.nullish(),
  financialPartnerId: zUuid.nullish(),
  ownerUserId: zUuid.nullish(),
  locations: z.array(ZNewProjectLocation).max(100).optional(),
  /** Start from a quote template: its sites, buildings and lines come first, the locations above after. */
  templateId: zUuid.optional(),
  ...ZQuoteBasicsFields,
});
export type TCreateProjectRequest = z.infer<typeof ZCreateProjectRequest>;

/** PUT /projects/{id} flags (domain §7). */
export const ZUpdateProjectQuery = z.object({
  /** The body's `buildings` replaces the quote's buildings (added, changed, removed). */
  updateBuildings: zFlag,
  /** Copies the current platform tax rates into the quote. */
  updateTaxRates: zFlag,
  /** Empties signatures and initials of sent documents, which must then be resent. */
  clearAgreements: zFlag,
  /** Sets pricesLocked from the body (default true): catalogue pushes stop reaching the lines. */
  lockPrices: zFlag,
});
export type TUpdateProjectQuery = z.infer<typeof ZUpdateProjectQuery>;

export const ZUpdateProjectRequest = z.object({
  version: zVersion,
  dealName: zRequiredText("Deal name", 200).optional(),
  termMonths: zTerm.optional(),
  partnerId: zUuid.nullish(),
  financialPartnerId: zUuid.nullish(),
  ownerUserId: zUuid.nullish(),
  contractSummary: zText(5000).optional(),
  /** true archives, false restores to Active. */
  archived: z.boolean().optional(),
  pricesLocked: z.boolean().optional(),
  /** With updateBuildings: every building of the quote; one absent from the list is removed. */
  buildings: z.array(ZProjectBuildingInput).max(500).optional(),
  ...ZQuoteBasicsFields,
  nullFields: zNullFields(["partnerId", "financialPartnerId", "ownerUserId", "contactUserId", "validUntil"]),
});
export type TUpdateProjectRequest = z.infer<typeof ZUpdateProjectRequest>;

export const ZVersionQuery = z.object({ version: zQueryInt(1) });

export const ZStageMoveRequest = z.object({ version: zVersion, stage: zQuoteStage });
export const ZStageStep = z.object({
  stage: zQuoteStage,
  label: z.string(),
  state: z.enum(["done", "current", "upcoming"]),
  refusal: z.string().nullable(),
});
export const ZPhases = z.object({ stage: zQuoteStage, steps: z.array(ZStageStep) });
export type TPhases = z.infer<typeof ZPhases>;

export const ZDeclineDealRequest = z.object({
  version: zVersion,
  reason: zRequiredText("Reason", 2000),
});

/** POST /projects/{id}/share: the quote's current version, as every write of the quote takes. */
export const ZShareProjectRequest = z.object({ version: zVersion });

/** GET /accounts/{accountId}/projects-summary. */
export const ZProjectsSummary = z.object({
  accountId: z.string(),
  byStage: z.record(zQuoteStage, z.object({ count: z.number().int(), termTotal: z.string() })),
  active: z.number().int(),
  archived: z.number().int(),
  declined: z.number().int(),
  termTotal: z.string(),
});
export type TProjectsSummary = z.infer<typeof ZProjectsSummary>;
