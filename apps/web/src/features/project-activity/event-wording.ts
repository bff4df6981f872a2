import {
  type ProjectEventType,
  QUOTE_STAGE_LABELS,
  QUOTE_STAGES,
  type QuoteStage,
  type TProjectEvent,
} from "@q2c/domain";

// The feed's sentences, worded from an event's type and data. The data's fields are read
// defensively: an event written before a field existed still reads as a sentence.

const text = (data: Record<string, unknown>, ...keys: string[]): string | undefined => {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return undefined;
};

const count = (data: Record<string, unknown>): number | undefined => {
  for (const key of ["count", "lines", "added", "lineCount"]) {
    const value = data[key];
    if (typeof value === "number") return value;
  }
  for (const key of ["ids", "lineIds"]) {
    const value = data[key];
    if (Array.isArray(value)) return value.length;
  }
  return undefined;
};

const plural = (n: number, one: string, many: string): string => (n === 1 ? `1 ${one}` : `${n} ${many}`);
const lines = (n: number | undefined): string => (n === undefined ? "lines" : plural(n, "line", "lines"));

/** Lines when the event counts them, else the bundle products it counts. */
function what(d: Record<string, unknown>): string {
  const n = count(d);
  if (n === undefined && typeof d.bundleProducts === "number")
    return plural(d.bundleProducts, "bundle product", "bundle products");
  return lines(n);
}

const isStage = (value: string | undefined): value is QuoteStage =>
  value !== undefined && (QUOTE_STAGES as readonly string[]).includes(value);

const FIELD_LABELS: Record<string, string> = {
  dealName: "the deal name",
  termMonths: "the term",
  partnerId: "the partner",
  financialPartnerId: "the financial partner",
  ownerUserId: "the owner",
  contractSummary: "the contract summary",
  pricesLocked: "the price lock",
  buildings: "the buildings",
  contactUserId: "the customer contact",
  quoteDate: "the quote date",
  validUntil: "the valid-until date",
  paymentTerms: "the payment terms",
  customerNotes: "the notes to the customer",
};

function listed(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function stageMove(d: Record<string, unknown>): string {
  const to = text(d, "to", "stage");
  const from = text(d, "from");
  const label = isStage(to) ? QUOTE_STAGE_LABELS[to] : (to ?? "another stage");
  const back = isStage(to) && isStage(from) && QUOTE_STAGES.indexOf(to) < QUOTE_STAGES.indexOf(from);
  return `${back ? "moved the quote back to" : "moved the quote to"} ${label}`;
}

const where = (d: Record<string, unknown>): string => {
  const building = text(d, "buildingName");
  return building ? ` in ${building}` : "";
};

const WORDING: Record<ProjectEventType, (d: Record<string, unknown>) => string> = {
  created: () => "created the quote",
  updated: (d) => {
    const fields = Array.isArray(d.fields) ? d.fields.filter((f): f is string => typeof f === "string") : [];
    const named = fields.map((f) => FIELD_LABELS[f] ?? f);
    return named.length > 0 ? `changed ${listed(named)}` : "updated the quote";
  },
  stage_changed: stageMove,
  archived: () => "archived the quote",
  restored: () => "restored the quote to Active",
  declined: (d) => {
    const reason = text(d, "reason");
    return reason ? `declined the deal: “${reason}”` : "declined the deal";
  },
  location_added: (d) => `added the location ${text(d, "name", "locationName") ?? ""}`.trim(),
  location_changed: (d) => `changed the location ${text(d, "name", "locationName") ?? ""}`.trim(),
  location_removed: (d) => `removed the location ${text(d, "name", "locationName") ?? ""}`.trim(),
  buildings_changed: () => "changed the buildings",
  lines_added: (d) => `added ${what(d)}${where(d)}`,
  lines_changed: (d) => `changed ${what(d)}${where(d)}`,
  lines_removed: (d) => `removed ${what(d)}${where(d)}`,
  lines_approved: (d) => `approved ${lines(count(d))}`,
  bom_imported: (d) => {
    const n = count(d);
    const skipped =
      typeof d.failed === "number" && d.failed > 0 ? `, ${plural(d.failed, "row", "rows")} skipped` : "";
    return `imported a bill of materials${n === undefined ? "" : ` (${lines(n)}${skipped})`}${where(d)}`;
  },
  prices_pushed: (d) => {
    const n = count(d);
    return n === undefined
      ? "updated the prices from the catalogue"
      : `updated the prices of ${lines(n)} from the catalogue`;
  },
  taxes_refreshed: () => "refreshed the tax rates",
  contract_applied: (d) => {
    const name = text(d, "name");
    const n = count(d);
    const priced = n === undefined ? "" : ` to ${lines(n)}`;
    return name ? `applied the contract “${name}”${priced}` : `applied a contract${priced}`;
  },
  agreements_cleared: () => "cleared the signatures of the sent documents",
  version_saved: (d) => {
    const name = text(d, "name", "versionName");
    return name ? `saved the version “${name}”` : "saved a version";
  },
  version_restored: (d) => {
    const name = text(d, "name", "versionName");
    return name ? `restored the version “${name}”` : "restored a version";
  },
  member_added: (d) => `added ${text(d, "accountName") ?? "an account"} as a member`,
  member_removed: (d) => `removed ${text(d, "accountName") ?? "an account"} from the members`,
  members_notified: (d) =>
    typeof d.recipientCount === "number"
      ? `sent a message to ${plural(d.recipientCount, "person", "people")}`
      : "sent a message to the members",
  comment_added: () => "commented",
  shared: () => "shared the quote with the customer",
  unshared: () => "stopped sharing the quote with the customer",
  credit_application: (d) => {
    const partner = text(d, "financialPartnerName");
    return partner ? `applied for credit with ${partner}` : "applied for credit";
  },
  accepted: (d) => {
    const reason = text(d, "reason");
    return reason ? `marked the quote as accepted: “${reason}”` : "marked the quote as accepted";
  },
  reopened: (d) => {
    const reason = text(d, "reason");
    return reason ? `reopened the declined deal: “${reason}”` : "reopened the declined deal";
  },
  renewed: (d) => {
    const until = text(d, "validUntil");
    return until ? `renewed the quote until ${until}` : "renewed the quote";
  },
  duplicated: (d) => {
    if (typeof d.toQuoteNumber === "number") return `duplicated the quote as quote #${d.toQuoteNumber}`;
    if (typeof d.fromQuoteNumber === "number")
      return `created the quote as a copy of quote #${d.fromQuoteNumber}`;
    const template = text(d, "templateName");
    return template ? `created the quote from the template “${template}”` : "duplicated the quote";
  },
  saved_as_template: (d) => {
    const name = text(d, "name");
    return name ? `saved the quote as the template “${name}”` : "saved the quote as a template";
  },
  approval_requested: () => "asked a manager to approve the margin and discount",
  approval_decided: (d) => {
    const comment = text(d, "comment");
    const verb = d.decision === "approved" ? "approved" : "rejected";
    return comment ? `${verb} the margin and discount: “${comment}”` : `${verb} the margin and discount`;
  },
};

/** "Sam Sales moved the quote to Review". */
export function describeEvent(event: Pick<TProjectEvent, "type" | "data" | "actorName">): string {
  const actor = event.actorName?.trim() || "Someone";
  const word = WORDING[event.type] ?? (() => "changed the quote");
  return `${actor} ${word(event.data ?? {})}`;
}
