import { type Db, loginFailures, uuidv7 } from "@q2c/db";
import { AppError, LOGIN_LOCKOUT_ATTEMPTS, LOGIN_LOCKOUT_WINDOW_MS } from "@q2c/domain";
import { and, count, eq, gt, lt } from "drizzle-orm";

/**
 * Failed sign-in attempts per username (the e-mail): wrong passwords and wrong second-factor codes count
 * alike, so a stolen password cannot be paired with unlimited code guesses.
 */
export async function assertNotLockedOut(db: Db, username: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_LOCKOUT_WINDOW_MS);
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, since));
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), gt(loginFailures.createdAt, since)));
  if ((row?.n ?? 0) >= LOGIN_LOCKOUT_ATTEMPTS) throw new AppError("too_many_attempts");
}

export async function recordFailure(db: Db, username: string): Promise<void> {
  // The window is measured on the server's clock, so the row's time comes from it too.
  await db.insert(loginFailures).values({ id: uuidv7(), username, createdAt: new Date() });
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}
