import { z } from "zod";

const zYN = z.enum(["yes", "no"]);

export const ZTeamMembership = z.object({
  id: z.string(),
  teamId: z.string(),
  name: z.string(),
  level: z.enum(["manager", "user"]),
});

/** The signed-in user as the web keeps it (foundation §3, "Signed-in user"). */
export const ZUserInfo = z.object({
  id: z.string(),
  uid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  about: z.string(),
  phone: z.string().nullable(),
  photoURL: z.string().nullable(),
  status: z.string(),
  role: z.string(),
  userRole: z.string(),
  roles: z.array(z.string()),
  darkTheme: zYN,
  accountId: z.string(),
  accountName: z.string(),
  mspAccountId: z.string(),
  accountKind: z.enum(["platformOwner", "msp_expert", "linkPartner", "customer"]),
  accountOnboardingStep: z.number().int(),
  isCustomer: z.boolean(),
  isMSP: zYN,
  isSpLink: zYN,
  canManageContracts: zYN,
  mfaEnabled: z.boolean(),
  entitlements: z.record(z.string(), z.boolean()),
  preferences: z.record(z.string(), z.unknown()),
  tableConf: z.record(z.string(), z.unknown()),
  notificationSettings: z.record(z.string(), z.boolean()),
  teams: z.array(ZTeamMembership),
  active: z.boolean(),
  /** Sent back with PUT /users/:id; a stale one answers 409. */
  version: z.number().int(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;
