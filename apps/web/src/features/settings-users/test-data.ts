import type { TTeam, TUserInfo, TUserSummary } from "@q2c/domain";
import { fakeUser } from "../../test/fixtures.ts";

export const ACCOUNT = "0190a000-0000-7000-8000-0000000000a1";
export const ADMIN = fakeUser();

let n = 0;
const id = () => `0190a000-0000-7000-8000-${String(100 + ++n).padStart(12, "0")}`;

/** A member as GET /users lists it: active and registered unless overridden. */
export function member(overrides: Partial<TUserSummary> = {}): TUserSummary {
  return {
    id: id(),
    accountId: ACCOUNT,
    email: "sam@msp.demo",
    firstName: "Sam",
    lastName: "Sales",
    displayName: "Sam Sales",
    phone: null,
    photoURL: null,
    role: "sales",
    status: "online",
    active: true,
    pending: false,
    mfaEnabled: false,
    teams: [],
    version: 4,
    createdAt: "2026-01-02T00:00:00.000Z",
    ...overrides,
  };
}

/** GET /users/:id for a member of the list. */
export function detailOf(m: TUserSummary, overrides: Partial<TUserInfo> = {}): TUserInfo {
  return {
    ...fakeUser({ id: m.id, uid: m.id, email: m.email, displayName: m.displayName, role: m.role }),
    firstName: m.firstName,
    lastName: m.lastName,
    teams: m.teams.map((t) => ({ id: t.id, teamId: t.teamId, name: t.name, level: t.level })),
    active: m.active,
    version: m.version,
    ...overrides,
  } as TUserInfo;
}

export function team(overrides: Partial<TTeam> = {}): TTeam {
  return {
    id: id(),
    accountId: ACCOUNT,
    name: "Sales",
    teamType: "sales",
    memberCount: 1,
    version: 2,
    createdAt: "2026-01-02T00:00:00.000Z",
    ...overrides,
  };
}
