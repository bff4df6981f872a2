import {
  DEFAULT_ROLE,
  MESSAGES,
  type Role,
  requiredMessage,
  type TBulkInviteRequest,
  ZInvitableRole,
} from "@q2c/domain";
import { z } from "zod";
import { roleOptions } from "./member-model.ts";

export interface InviteRow {
  /** Stable React key of the row (rows can be removed from the middle). */
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  teamIds: string[];
}
export interface InviteFormValues {
  users: InviteRow[];
}

/** Same limits as ZBulkInviteRequest, with the form's own messages (required, duplicate e-mail). */
const ZInviteRow = z.object({
  key: z.string(),
  email: z
    .string()
    .trim()
    .min(1, { error: requiredMessage("Email"), abort: true })
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  firstName: z.string().trim().max(100),
  lastName: z.string().trim().max(100),
  role: z
    .string()
    .min(1, { error: requiredMessage("Role"), abort: true })
    .pipe(ZInvitableRole),
  teamIds: z.array(z.string()).max(20),
});

export const ZInviteForm = z.object({
  users: z
    .array(ZInviteRow)
    .min(1, "Add at least one user")
    .max(100)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        const email = row.email.trim().toLowerCase();
        if (email !== "" && seen.has(email)) {
          ctx.addIssue({
            code: "custom",
            path: [i, "email"],
            message: "This e-mail is already in the list.",
          });
        }
        seen.add(email);
      });
    }),
});

let rowCounter = 0;

/** The default role (administrator) when the actor may grant it, else the highest role they may. */
export function defaultInviteRole(actorRole: Role | null): string {
  const allowed = roleOptions(actorRole).filter((o) => !o.disabled);
  return allowed.find((o) => o.value === DEFAULT_ROLE)?.value ?? allowed[0]?.value ?? "";
}

export function emptyInviteRow(actorRole: Role | null): InviteRow {
  rowCounter += 1;
  return {
    key: `row-${rowCounter}`,
    email: "",
    firstName: "",
    lastName: "",
    role: defaultInviteRole(actorRole),
    teamIds: [],
  };
}

/** The request body: optional names and teams left out when empty. */
export function toInviteRequest(values: InviteFormValues, accountId?: string): TBulkInviteRequest {
  return {
    ...(accountId ? { accountId } : {}),
    users: values.users.map((u) => ({
      email: u.email.trim().toLowerCase(),
      role: u.role as Role,
      ...(u.firstName.trim() ? { firstName: u.firstName.trim() } : {}),
      ...(u.lastName.trim() ? { lastName: u.lastName.trim() } : {}),
      ...(u.teamIds.length > 0 ? { teamIds: u.teamIds } : {}),
    })),
  };
}
