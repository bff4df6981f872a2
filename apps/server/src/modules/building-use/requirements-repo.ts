import { type Db, requirements } from "@q2c/db";
import { AppError, BUILDING_USE_MESSAGES, type TRequirement } from "@q2c/domain";
import { and, eq, ne, sql } from "drizzle-orm";

export type RequirementRow = typeof requirements.$inferSelect;

export const toRequirement = (row: RequirementRow): TRequirement => ({
  id: row.id,
  name: row.name,
  description: row.description,
  metric: row.metric,
  target: row.target,
  position: row.position,
  createdAt: row.createdAt.toISOString(),
});

export async function findRequirement(db: Db, id: string): Promise<RequirementRow> {
  const [row] = await db.select().from(requirements).where(eq(requirements.id, id));
  if (!row) throw new AppError("not_found");
  return row;
}

/** Requirement names are unique, ignoring case; `exceptId` is the one being renamed. */
export async function assertRequirementNameFree(db: Db, name: string, exceptId?: string): Promise<void> {
  const [clash] = await db
    .select({ id: requirements.id })
    .from(requirements)
    .where(
      and(
        eq(sql`lower(${requirements.name})`, name.toLowerCase()),
        exceptId ? ne(requirements.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) {
    throw new AppError("bad_request", { fields: { name: BUILDING_USE_MESSAGES.requirementNameTaken } });
  }
}
