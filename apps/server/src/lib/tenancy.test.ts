import { products, projects, users } from "@q2c/db";
import type { AccountKind } from "@q2c/domain";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { type Principal, scopeOf } from "./principal.ts";
import {
  accountsInScope,
  assertCatalogueWritable,
  catalogueTenants,
  catalogueWhere,
  inScope,
  ownershipOf,
  projectsVisibleTo,
  scopeWhere,
  usableTenants,
} from "./tenancy.ts";

const PLATFORM = "00000000-0000-7000-8000-000000000001";
const MSP = "00000000-0000-7000-8000-000000000002";
const CUSTOMER = "00000000-0000-7000-8000-000000000003";

function principal(kind: AccountKind, tenantId: string, accountId: string): Principal {
  return {
    userId: "u@example.com",
    sessionId: "s",
    tenantId,
    accountId,
    email: "u@example.com",
    role: "admin",
    accountKind: kind,
    teams: [],
    entitlements: {},
    canManageContracts: false,
    onboardingStep: 0,
    scope: scopeOf(kind, tenantId, accountId),
  };
}

const owner = principal("platformOwner", PLATFORM, PLATFORM);
const msp = principal("msp_expert", MSP, MSP);
const customer = principal("customer", MSP, CUSTOMER);

const dialect = new PgDialect();
function render(where: SQL | undefined) {
  if (!where) return undefined;
  const { sql, params } = dialect.sqlToQuery(where);
  return { sql, params };
}

describe("the tenancy rules (lib/tenancy.ts)", () => {
  it("see everything for the platform owner, the tenant for an MSP, the own account for a customer", () => {
    expect(scopeWhere(owner.scope, users)).toBeUndefined();
    expect(render(scopeWhere(msp.scope, users))).toEqual({ sql: '"users"."tenant_id" = $1', params: [MSP] });
    expect(render(accountsInScope(customer))).toEqual({
      sql: '("accounts"."tenant_id" = $1 and "accounts"."id" = $2)',
      params: [MSP, CUSTOMER],
    });
    expect(() => scopeWhere(customer.scope, { tenantId: products.tenantId })).toThrow(/account column/);
  });

  it("tell whether a loaded row is in scope", () => {
    expect(inScope(owner.scope, MSP, CUSTOMER)).toBe(true);
    expect(inScope(msp.scope, MSP, CUSTOMER)).toBe(true);
    expect(inScope(msp.scope, PLATFORM, PLATFORM)).toBe(false);
    expect(inScope(customer.scope, MSP, CUSTOMER)).toBe(true);
    expect(inScope(customer.scope, MSP, MSP)).toBe(false);
  });

  it("show a customer only shared quotes of its own, or quotes it is a member of", () => {
    expect(projectsVisibleTo(owner)).toBeUndefined();
    const forCustomer = render(projectsVisibleTo(customer));
    expect(forCustomer?.sql).toContain('"projects"."shared_at" is not null');
    expect(forCustomer?.sql).toContain('"project_members"."member_account_id" = $');
    expect(forCustomer?.params).toEqual(expect.arrayContaining([MSP, CUSTOMER]));
    expect(render(projectsVisibleTo(msp))?.sql).not.toContain("shared_at");
    expect(render(scopeWhere(msp.scope, projects))?.params).toEqual([MSP]);
  });

  it("let an MSP read its own and the platform catalogue, and change only its own", () => {
    expect(catalogueTenants(owner, PLATFORM)).toBeNull();
    expect(catalogueTenants(msp, PLATFORM)).toEqual([MSP, PLATFORM]);
    expect(catalogueWhere(owner, PLATFORM, products.tenantId)).toBeUndefined();
    expect(render(catalogueWhere(msp, PLATFORM, products.tenantId, "platform"))?.params).toEqual([PLATFORM]);
    expect(render(catalogueWhere(msp, PLATFORM, products.tenantId, "mine"))?.params).toEqual([MSP]);
    expect(() => assertCatalogueWritable(msp, PLATFORM)).toThrow();
    expect(() => assertCatalogueWritable(msp, MSP)).not.toThrow();
    expect(() => assertCatalogueWritable(owner, MSP)).not.toThrow();
    expect(ownershipOf(PLATFORM, PLATFORM)).toBe("platform");
    expect(ownershipOf(MSP, PLATFORM)).toBe("mine");
    expect(usableTenants(PLATFORM, PLATFORM)).toEqual([PLATFORM]);
  });
});
