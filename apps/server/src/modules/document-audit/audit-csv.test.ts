import type { TAuditLogEntry } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../product-import/csv.ts";
import { AUDIT_CSV_COLUMNS, auditLogCsv } from "./audit-csv.ts";

const entry = (over: Partial<TAuditLogEntry>): TAuditLogEntry => ({
  seq: 1,
  type: "signed",
  at: "2026-11-30T10:15:00.000Z",
  signerId: null,
  actorName: "",
  actorEmail: "",
  ip: null,
  userAgent: null,
  data: {},
  prevHash: "0".repeat(64),
  hash: "a".repeat(64),
  ...over,
});

const log = (entries: TAuditLogEntry[]) => ({
  quoteId: "q",
  documentId: "d",
  documentType: "proposal" as const,
  chain: { verified: true, brokenAtSeq: null },
  entries,
});

describe("auditLogCsv", () => {
  it("writes a header and one CRLF row per entry, quoting commas, quotes and line breaks", () => {
    const csv = auditLogCsv(
      log([entry({ actorName: 'Ada "A", CEO', userAgent: "line\nbreak", data: { note: 'say "hi"' } })]),
    );
    expect(csv.split("\r\n")[0]).toBe(AUDIT_CSV_COLUMNS.join(","));
    const rows = parseCsv(csv);
    expect(rows[1]?.[3]).toBe('Ada "A", CEO');
    expect(rows[1]?.[7]).toBe("line\nbreak");
    expect(JSON.parse(rows[1]?.[8] ?? "")).toEqual({ note: 'say "hi"' });
  });

  it("guards values a spreadsheet would run as a formula", () => {
    const rows = parseCsv(
      auditLogCsv(log([entry({ actorName: "=1+1", actorEmail: "@x", userAgent: "-2" })])),
    );
    expect(rows[1]?.slice(3, 5)).toEqual(["'=1+1", "'@x"]);
    expect(rows[1]?.[7]).toBe("'-2");
  });
});
