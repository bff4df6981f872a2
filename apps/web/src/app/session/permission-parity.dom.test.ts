import {
  ACCOUNT_KINDS,
  type AccountKind,
  CONTRACT_MESSAGES,
  can,
  ENTITLEMENT_FLAGS,
  MESSAGES,
  PERMISSION_NAMES,
  PERMISSIONS,
  type PermissionName,
  type PermissionSpec,
  type PermissionVerdict,
  PRICE_AUTOMATION_MESSAGES,
  ROLES,
} from "@q2c/domain";
import { renderHook } from "@testing-library/react";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../../../../server/src/lib/principal.ts";
import { registerAccessHooks } from "../../../../server/src/plugins/access.ts";
import { registerErrorHandler } from "../../../../server/src/plugins/errors.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { useCan } from "./use-can.ts";
import { useAccessContext } from "./use-session.ts";

/*
 * One verdict per permission, role, account kind, plan and contracts flag, from both sides: the server's
 * real access hooks (registerAccessHooks, which the app registers through registerAccess, with only the
 * token lookup stubbed) on a tiny Fastify app with one route per permission, and the web's useCan over a
 * stored session. The web's allowed must be the server's 200, and a refusal must keep the server's
 * status and message for its reason (404 for an account kind, 403 for role, plan or contracts).
 */

// "intern" is not a role: normaliseRole makes it null on both sides, which passes no rule.
const STORED_ROLES = [...ROLES, "intern"] as const;

interface Case {
  readonly role: (typeof STORED_ROLES)[number];
  readonly accountKind: AccountKind;
  readonly entitled: boolean;
  readonly canManageContracts: boolean;
}

const spec = (name: PermissionName): PermissionSpec => PERMISSIONS[name];

/** Plan and contracts vary only where a permission looks at them, so the cases stay in the thousands. */
function casesOf(name: PermissionName): Case[] {
  const p = spec(name);
  const plans = p.entitlement ? [true, false] : [false];
  const contracts = p.contracts ? [true, false] : [false];
  return STORED_ROLES.flatMap((role) =>
    ACCOUNT_KINDS.flatMap((accountKind) =>
      plans.flatMap((entitled) =>
        contracts.map((canManageContracts) => ({ role, accountKind, entitled, canManageContracts })),
      ),
    ),
  );
}

const entitlementsOf = (c: Case): Record<string, boolean> =>
  Object.fromEntries(ENTITLEMENT_FLAGS.map((flag) => [flag, c.entitled]));

function principalOf(c: Case): Principal {
  return {
    userId: "0190a000-0000-7000-8000-000000000001",
    sessionId: "0190a000-0000-7000-8000-000000000002",
    tenantId: "0190a000-0000-7000-8000-0000000000a1",
    accountId: "0190a000-0000-7000-8000-0000000000a1",
    email: "someone@msp.demo",
    role: c.role,
    accountKind: c.accountKind,
    teams: [],
    entitlements: entitlementsOf(c),
    canManageContracts: c.canManageContracts,
    onboardingStep: -1,
    scope: { kind: "all" },
  };
}

const ENTITLEMENT_MESSAGES: Record<string, string> = {
  hasContracts: CONTRACT_MESSAGES.notEntitled,
  hasPriceAutomation: PRICE_AUTOMATION_MESSAGES.notEntitled,
};

/** The answers of today's API for each way of refusing (the error catalogue's messages). */
const REFUSALS = {
  account: { status: 404, message: MESSAGES.notFound },
  role: { status: 403, message: MESSAGES.forbidden },
  contracts: { status: 403, message: CONTRACT_MESSAGES.cannotManage },
} as const;

let app: FastifyInstance;
const principals = new Map<string, Principal>();

beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  registerAccessHooks(app, async (request) => principals.get(String(request.headers["x-case"])) ?? null);
  for (const name of PERMISSION_NAMES) {
    app.get(`/api/p/${name}`, { config: { permission: name } }, async () => ({ ok: true }));
  }
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

async function serverAnswer(name: PermissionName, c: Case): Promise<{ status: number; message?: string }> {
  const key = JSON.stringify(c);
  principals.set(key, principalOf(c));
  const res = await app.inject({ method: "GET", url: `/api/p/${name}`, headers: { "x-case": key } });
  return res.statusCode === 200 ? { status: 200 } : { status: res.statusCode, message: res.json().message };
}

/** The web's answer: useCan, and the verdict of the same context that says why (for the refusal's answer). */
function webVerdict(name: PermissionName, c: Case): { allowed: boolean; verdict: PermissionVerdict } {
  signIn(
    fakeUser({
      role: c.role,
      userRole: c.role,
      roles: [c.role],
      accountKind: c.accountKind,
      entitlements: entitlementsOf(c),
      canManageContracts: c.canManageContracts ? "yes" : "no",
    }),
  );
  const { result, unmount } = renderHook(() => ({
    allowed: useCan(name),
    verdict: can(name, useAccessContext()),
  }));
  const answer = result.current;
  unmount();
  return answer;
}

function expectedAnswer(verdict: PermissionVerdict): { status: number; message?: string } {
  if (verdict.allowed) return { status: 200 };
  if (verdict.reason === "entitlement") {
    return { status: 403, message: ENTITLEMENT_MESSAGES[verdict.entitlement] ?? MESSAGES.forbidden };
  }
  return REFUSALS[verdict.reason];
}

describe("permission parity between the server's access hook and the web's useCan", () => {
  for (const name of PERMISSION_NAMES) {
    const { entitlement, contracts } = spec(name);
    const extra = `${entitlement ? ", plan" : ""}${contracts ? ", contracts flag" : ""}`;
    it(`${name}: the same verdict for every role, account kind${extra}`, async () => {
      for (const c of casesOf(name)) {
        const web = webVerdict(name, c);
        const label = `${name} ${JSON.stringify(c)}`;
        expect(web.allowed, label).toBe(web.verdict.allowed);
        expect(await serverAnswer(name, c), label).toEqual(expectedAnswer(web.verdict));
      }
    });
  }

  it("covers every permission with cases in the thousands, generated", () => {
    const total = PERMISSION_NAMES.reduce((sum, name) => sum + casesOf(name).length, 0);
    expect(total).toBeGreaterThan(1000);
  });
});
