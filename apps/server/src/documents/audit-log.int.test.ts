import { DEMO_IDS, DEMO_PROJECT_IDS, quoteDocuments, uuidv7 } from "@q2c/db";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "../test/harness.ts";
import { appendAudit, GENESIS, readAuditLog, verifyAuditChain } from "./audit-log.ts";

// Issue #17 §4: an append-only audit log per document, each entry carrying the SHA-256 of the previous.

const s = useTestServer();
const projectId = DEMO_PROJECT_IDS.adatumWifi;
const documentId = uuidv7();
let tenantId = "";

beforeAll(async () => {
  const [row] = await s.sql<{ tenant_id: string }>("SELECT tenant_id FROM projects WHERE id = $1", [
    projectId,
  ]);
  tenantId = row?.tenant_id ?? "";
  expect(tenantId).toBe(DEMO_IDS.northwind);
  await s.deps.database.db
    .insert(quoteDocuments)
    .values({ tenantId, id: documentId, projectId, documentType: "proposal" });
});

describe("the document audit log", () => {
  it("chains every entry to the one before, also when appends race", async () => {
    const db = s.deps.database.db;
    const base = { tenantId, documentId, projectId };
    await db.transaction((tx) => appendAudit(tx, { ...base, type: "created", actorName: "Sam Sales" }));
    await Promise.all(
      ["opened", "viewed", "code_sent"].map((type) =>
        db.transaction((tx) => appendAudit(tx, { ...base, type: type as "opened", data: { b: 2, a: 1 } })),
      ),
    );
    const entries = await readAuditLog(db, tenantId, documentId);
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(entries[0]?.prevHash).toBe(GENESIS);
    expect(verifyAuditChain(entries)).toEqual({ ok: true });
    const tampered = entries.map((e, i) => (i === 2 ? { ...e, actorName: "Mallory" } : e));
    expect(verifyAuditChain(tampered)).toEqual({ ok: false, seq: 3 });
  });

  it("refuses updates and deletes, but goes with its quote's document", async () => {
    await expect(
      s.sql("UPDATE document_audit_log SET actor_name = 'x' WHERE document_id = $1", [documentId]),
    ).rejects.toThrow(/append-only/);
    await expect(
      s.sql("DELETE FROM document_audit_log WHERE document_id = $1", [documentId]),
    ).rejects.toThrow(/append-only/);
    await s.sql("DELETE FROM quote_documents WHERE id = $1", [documentId]);
    expect(await s.sql("SELECT 1 FROM document_audit_log WHERE document_id = $1", [documentId])).toEqual([]);
  });
});
