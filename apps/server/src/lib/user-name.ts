import { users } from "@q2c/db";
import { type AnyColumn, sql } from "drizzle-orm";

/**
 * The first and last name of a users row (or of an alias of the table) as one string, null when both are
 * blank (the caller picks the fallback).
 */
export const fullNameOf = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;

/** A user's first and last name as one string, null when both are blank (the caller picks the fallback). */
export const userFullName = fullNameOf(users);
