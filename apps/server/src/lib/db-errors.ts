/** A unique index refused the row: PostgreSQL and PGlite both report SQLSTATE 23505, sometimes wrapped. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === "23505" || e?.cause?.code === "23505";
}
