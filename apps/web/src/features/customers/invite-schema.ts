import { randomId } from "@mantine/hooks";
import {
  ASSIGNABLE_ROLES,
  canGrantRole,
  DEFAULT_ROLE,
  MESSAGES,
  type Role,
  requiredMessage,
  type TBulkInviteRequest,
  ZInvitableRole,
} from "@q2c/domain";
import { z } from "zod";

export interface InviteeRow {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string | null;
}

/** ZBulkInviteRequest's users, with "<field> is required" and a duplicate check in the form. */
export const ZInviteForm = z.object({
  users: z
    .array(
      z.object({
        email: z
          .string()
          .trim()
          .min(1, { error: requiredMessage("Email"), abort: true })
          .pipe(z.email({ error: MESSAGES.emailInvalid })),
        firstName: z.string().trim().max(100),
        lastName: z.string().trim().max(100),
        role: z.string({ error: requiredMessage("Role") }).pipe(ZInvitableRole),
      }),
    )
    .min(1, "Add at least one user")
    .max(100)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        const email = row.email.trim().toLowerCase();
        if (email !== "" && seen.has(email))
          ctx.addIssue({ code: "custom", path: [i, "email"], message: "This e-mail is already in the list" });
        seen.add(email);
      });
    }),
});

export const roleLabel = (role: string): string => {
  const text = role.replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Foundation §6: roles above the acting user's level are shown but disabled. */
export const roleOptions = (actor: Role | null) =>
  ASSIGNABLE_ROLES.map((role) => ({
    value: role,
    label: roleLabel(role),
    disabled: !canGrantRole(actor, role),
  }));

export function emptyInvitee(actor: Role | null): InviteeRow {
  const role = canGrantRole(actor, DEFAULT_ROLE) ? DEFAULT_ROLE : actor;
  return { key: randomId(), email: "", firstName: "", lastName: "", role };
}

export function inviteRequestOf(accountId: string, users: InviteeRow[]): TBulkInviteRequest {
  return {
    accountId,
    users: users.map((u) => ({
      email: u.email.trim().toLowerCase(),
      role: (u.role ?? DEFAULT_ROLE) as Role,
      ...(u.firstName.trim() ? { firstName: u.firstName.trim() } : {}),
      ...(u.lastName.trim() ? { lastName: u.lastName.trim() } : {}),
    })),
  };
}
