import { type SessionUser, saveSessionUser, saveTokens } from "../api/session-storage.ts";
import { STORAGE_KEYS } from "../api/storage-keys.ts";

/** A signed-in user as GET /users/:id answers it; an MSP administrator unless overridden. */
export function fakeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: "0190a000-0000-7000-8000-000000000001",
    uid: "0190a000-0000-7000-8000-000000000001",
    email: "admin@msp.demo",
    firstName: "Ada",
    lastName: "Admin",
    displayName: "Ada Admin",
    about: "",
    phone: null,
    photoURL: null,
    status: "online",
    role: "administrator",
    userRole: "administrator",
    roles: ["administrator"],
    darkTheme: "no",
    accountId: "0190a000-0000-7000-8000-0000000000a1",
    accountName: "Northwind IT",
    mspAccountId: "0190a000-0000-7000-8000-0000000000a1",
    accountKind: "msp_expert",
    accountOnboardingStep: -1,
    isCustomer: false,
    isMSP: "yes",
    isSpLink: "no",
    canManageContracts: "yes",
    mfaEnabled: false,
    entitlements: {},
    preferences: {},
    tableConf: {},
    notificationSettings: {},
    teams: [],
    active: true,
    version: 3,
    ...overrides,
  };
}

/** Stores a session as a sign-in would. */
export function signIn(user: SessionUser = fakeUser()): SessionUser {
  saveTokens({ accessToken: "access-1", refreshToken: "refresh-1" });
  saveSessionUser(user);
  return user;
}

export { STORAGE_KEYS };
