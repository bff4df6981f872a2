import { foreignKey, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, tenantId, ts } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Directory from a sign-in e-mail to its user: a reference table, because the e-mail must be unique
 * across tenants and sign-in happens before the tenant is known.
 */
export const loginIdentities = pgTable("login_identities", {
  email: text("email").primaryKey(),
  userTenantId: uuid("user_tenant_id").notNull(),
  userId: uuid("user_id").notNull(),
});

/** Refresh-token sessions; rotated on use, a replayed spent token revokes its whole family. */
export const sessions = pgTable(
  "sessions",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    userId: uuid("user_id").notNull(),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    rotatedAt: ts("rotated_at"),
    revokedAt: ts("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      "cascade",
    ),
    index("sessions_token_hash_idx").on(t.tokenHash),
    index("sessions_family_idx").on(t.tenantId, t.familyId),
  ],
);

/** A pending second factor after a correct password, and one-time tokens (reset, e-mail codes). */
export const authChallenges = pgTable(
  "auth_challenges",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    userId: uuid("user_id").notNull(),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    codeHash: text("code_hash"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
    consumedAt: ts("consumed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      "cascade",
    ),
    index("auth_challenges_token_idx").on(t.tokenHash),
  ],
);

/** Failed sign-ins per username, for the lockout window; reference data keyed by the typed name. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: uuid("id").primaryKey(),
    username: text("username").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_failures_username_idx").on(t.username, t.createdAt)],
);
