import type { TAuditLog } from "@q2c/domain";
import { csvLine } from "../product-import/csv.ts";

/*
 * Spreadsheets run a value starting with = + - @ (or a tab or carriage return) as a formula: such a value
 * gets an apostrophe before it, as the product export does. Names and user agents come from outside.
 */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;
const guard = (value: string): string => (FORMULA_LIKE.test(value) ? `'${value}` : value);

export const AUDIT_CSV_COLUMNS = [
  "seq",
  "at",
  "type",
  "actor_name",
  "actor_email",
  "signer_id",
  "ip",
  "user_agent",
  "data",
  "prev_hash",
  "hash",
] as const;

/** The audit log as CSV (RFC 4180, CRLF): a header row, then one row per entry in order. */
export function auditLogCsv(log: TAuditLog): string {
  const rows = log.entries.map((e) =>
    csvLine(
      [
        String(e.seq),
        e.at,
        e.type,
        e.actorName,
        e.actorEmail,
        e.signerId ?? "",
        e.ip ?? "",
        e.userAgent ?? "",
        JSON.stringify(e.data),
        e.prevHash,
        e.hash,
      ].map(guard),
    ),
  );
  return csvLine([...AUDIT_CSV_COLUMNS]) + rows.join("");
}
