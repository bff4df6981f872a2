import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts, ownedByAccount } from "./accounts.ts";
import { createdAt, tenantId, ts, updatedAt, version } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    accountId: uuid("account_id").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone"),
    about: text("about").notNull().default(""),
    photoUrl: text("photo_url"),
    role: text("role").notNull().default("administrator"),
    status: text("status").notNull().default("online"),
    active: boolean("active").notNull().default(true),
    darkTheme: boolean("dark_theme").notNull().default(false),
    passwordHash: text("password_hash"),
    mfaEnabled: boolean("mfa_enabled").notNull().default(false),
    mfaSecret: text("mfa_secret"),
    mfaPendingSecret: text("mfa_pending_secret"),
    mfaLastStep: integer("mfa_last_step"),
    preferences: jsonb("preferences").$type<Record<string, unknown>>().notNull().default({}),
    tableConf: jsonb("table_conf").$type<Record<string, unknown>>().notNull().default({}),
    notificationSettings: jsonb("notification_settings")
      .$type<Record<string, boolean>>()
      .notNull()
      .default({}),
    inviteTokenHash: text("invite_token_hash"),
    invitedAt: ts("invited_at"),
    registeredAt: ts("registered_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("users_account_idx").on(t.tenantId, t.accountId),
    // No cascade: an account with users is not deleted (its users are deleted one by one first).
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }),
  ],
);

export const backupCodes = pgTable(
  "backup_codes",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    userId: uuid("user_id").notNull(),
    codeHash: text("code_hash").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      "cascade",
    ),
    index("backup_codes_user_idx").on(t.tenantId, t.userId),
  ],
);

export const teams = pgTable(
  "teams",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    accountId: uuid("account_id").notNull(),
    name: text("name").notNull(),
    teamType: text("team_type").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("teams_account_idx").on(t.tenantId, t.accountId),
    ownedByAccount(t),
  ],
);

export const teamMembers = pgTable(
  "team_members",
  {
    tenantId: tenantId(),
    teamId: uuid("team_id").notNull(),
    userId: uuid("user_id").notNull(),
    level: text("level").notNull().default("user"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.teamId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.teamId], foreignColumns: [teams.tenantId, teams.id] }).onDelete(
      "cascade",
    ),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      "cascade",
    ),
    // A user's teams are read on every request (the principal) and the key starts with the team.
    index("team_members_user_idx").on(t.tenantId, t.userId),
  ],
);
