import { users } from "@q2c/db";
import { sql } from "drizzle-orm";

/** A user's first and last name as one string, null when both are blank (the caller picks the fallback). */
export const userFullName = sql<
  string | null
>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
