import { bundles, type Db, environmentBundles, environmentRules, environments, requirements } from "@q2c/db";
import {
  AppError,
  BUILDING_USE_MESSAGES,
  type TEnvironment,
  type TEnvironmentBundle,
  type TEnvironmentRule,
} from "@q2c/domain";
import { and, asc, eq, inArray } from "drizzle-orm";

export type EnvironmentRow = typeof environments.$inferSelect;

export async function findEnvironment(db: Db, id: string): Promise<EnvironmentRow> {
  const [row] = await db.select().from(environments).where(eq(environments.id, id));
  if (!row) throw new AppError("not_found");
  return row;
}

export const toEnvironment = (row: EnvironmentRow): TEnvironment => ({
  id: row.id,
  name: row.name,
  description: row.description,
  position: row.position,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Names of platform bundles by id; a bundle deleted since is simply absent. */
async function platformBundleNames(db: Db, platformId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bundles.id, name: bundles.name })
    .from(bundles)
    .where(and(eq(bundles.tenantId, platformId), inArray(bundles.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const ref = (id: string | null, names: Map<string, string>) => {
  const name = id ? names.get(id) : undefined;
  return id && name !== undefined ? { id, name } : null;
};

/** Sizing rules of a building use, in order, with the names of their requirement and bundle. */
export async function rulesOf(
  db: Db,
  platformId: string,
  environmentId: string,
): Promise<TEnvironmentRule[]> {
  const rows = await db
    .select({ rule: environmentRules, requirementName: requirements.name })
    .from(environmentRules)
    .leftJoin(requirements, eq(requirements.id, environmentRules.requirementId))
    .where(eq(environmentRules.environmentId, environmentId))
    .orderBy(asc(environmentRules.position), asc(environmentRules.id));
  const names = await platformBundleNames(
    db,
    platformId,
    rows.flatMap((r) => (r.rule.bundleId ? [r.rule.bundleId] : [])),
  );
  return rows.map(({ rule, requirementName }) => toRule(rule, requirementName, names));
}

export function toRule(
  rule: typeof environmentRules.$inferSelect,
  requirementName: string | null,
  bundleNames: Map<string, string>,
): TEnvironmentRule {
  return {
    id: rule.id,
    environmentId: rule.environmentId,
    name: rule.name,
    basis: rule.basis as TEnvironmentRule["basis"],
    perUnits: rule.perUnits,
    quantity: rule.quantity,
    requirementId: rule.requirementId,
    requirement:
      rule.requirementId && requirementName !== null
        ? { id: rule.requirementId, name: requirementName }
        : null,
    bundleId: rule.bundleId,
    bundle: ref(rule.bundleId, bundleNames),
    position: rule.position,
    createdAt: rule.createdAt.toISOString(),
  };
}

/** One rule with its references' names, as answered after a write. */
export async function ruleById(db: Db, platformId: string, id: string): Promise<TEnvironmentRule> {
  const [row] = await db
    .select({ rule: environmentRules, requirementName: requirements.name })
    .from(environmentRules)
    .leftJoin(requirements, eq(requirements.id, environmentRules.requirementId))
    .where(eq(environmentRules.id, id));
  if (!row) throw new AppError("not_found");
  const names = await platformBundleNames(db, platformId, row.rule.bundleId ? [row.rule.bundleId] : []);
  return toRule(row.rule, row.requirementName, names);
}

/** The bundles a building use suggests, in order. */
export async function bundlesOf(
  db: Db,
  platformId: string,
  environmentId: string,
): Promise<TEnvironmentBundle[]> {
  const rows = await db
    .select()
    .from(environmentBundles)
    .where(eq(environmentBundles.environmentId, environmentId))
    .orderBy(asc(environmentBundles.position), asc(environmentBundles.id));
  const names = await platformBundleNames(
    db,
    platformId,
    rows.map((r) => r.bundleId),
  );
  return rows.map((r) => ({
    id: r.id,
    bundleId: r.bundleId,
    quantity: r.quantity,
    position: r.position,
    bundle: ref(r.bundleId, names),
  }));
}

/**
 * Building uses are reference data every MSP reads, so they may only name platform bundles: one MSP's
 * private bundle would be invisible (and a leak) to the others. Answers the field errors of the ids
 * that are not platform bundles, keyed by each id's field.
 */
export async function platformBundleErrors(
  db: Db,
  platformId: string,
  ids: { id: string; field: string }[],
): Promise<Record<string, string>> {
  const names = await platformBundleNames(
    db,
    platformId,
    ids.map((i) => i.id),
  );
  const fields: Record<string, string> = {};
  for (const { id, field } of ids)
    if (!names.has(id)) fields[field] = BUILDING_USE_MESSAGES.platformBundleOnly;
  return fields;
}

/** A rule's requirement must exist and its bundle be a platform bundle; every bad one is named. */
export async function checkRuleRefs(
  db: Db,
  platformId: string,
  refs: { requirementId?: string | null | undefined; bundleId?: string | null | undefined },
): Promise<void> {
  const fields = refs.bundleId
    ? await platformBundleErrors(db, platformId, [{ id: refs.bundleId, field: "bundleId" }])
    : {};
  if (refs.requirementId) {
    const [row] = await db
      .select({ id: requirements.id })
      .from(requirements)
      .where(eq(requirements.id, refs.requirementId));
    if (!row) fields.requirementId = BUILDING_USE_MESSAGES.unknownRequirement;
  }
  if (Object.keys(fields).length > 0) throw new AppError("bad_request", { fields });
}

/** A rule of this building use; a rule of another one, or none, answers 404. */
export async function findRule(db: Db, environmentId: string, ruleId: string) {
  const [row] = await db
    .select()
    .from(environmentRules)
    .where(and(eq(environmentRules.environmentId, environmentId), eq(environmentRules.id, ruleId)));
  if (!row) throw new AppError("not_found");
  return row;
}
