import { type Db, quoteTemplates } from "@q2c/db";
import type { TQuoteTemplate } from "@q2c/domain";
import { and, asc, eq } from "drizzle-orm";
import { readSnapshot, type VersionSnapshot } from "../project-versions/version-snapshot.ts";

export type TemplateRow = typeof quoteTemplates.$inferSelect;

/** A template of the tenant with its content read as a quote snapshot; undefined when none. */
export async function findTemplate(
  db: Db,
  tenantId: string,
  id: string,
): Promise<(Omit<TemplateRow, "content"> & { content: VersionSnapshot }) | undefined> {
  const [row] = await db
    .select()
    .from(quoteTemplates)
    .where(and(eq(quoteTemplates.tenantId, tenantId), eq(quoteTemplates.id, id)));
  return row ? { ...row, content: readSnapshot(row.content) } : undefined;
}

export function templateView(row: TemplateRow): TQuoteTemplate {
  const content = readSnapshot(row.content);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    termMonths: row.termMonths,
    lineCount: row.lineCount,
    locationCount: content.locations.length,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** The tenant's templates by name. */
export async function listTemplates(db: Db, tenantId: string): Promise<TQuoteTemplate[]> {
  const rows = await db
    .select()
    .from(quoteTemplates)
    .where(eq(quoteTemplates.tenantId, tenantId))
    .orderBy(asc(quoteTemplates.name));
  return rows.map(templateView);
}
