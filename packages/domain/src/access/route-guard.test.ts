import { describe, expect, it } from "vitest";
import { ACCOUNT_KINDS, type AccountKind } from "./context.ts";
import { ONBOARDING_ALLOWED_PATHS } from "./onboarding.ts";
import { checkLocation, checkRoute, decisionPath, routeAccess } from "./route-guard.ts";
import { matchRoute } from "./route-match.ts";
import { ROUTES, routeById } from "./route-table.ts";
import { accessContext } from "./test-support.ts";

const ownerRole = (kind: AccountKind) => (kind === "platformOwner" ? "owner" : "administrator");
const asKind = (kind: AccountKind) => accessContext({ accountKind: kind, role: ownerRole(kind) });
const at = (pathname: string, search?: string) =>
  search === undefined ? { pathname } : { pathname, search };

describe("unknown and switched-off routes", () => {
  it("send unknown paths to the 404 page, signed in or not", () => {
    expect(checkLocation(at("/no-such-page"), accessContext())).toEqual({ kind: "not-found" });
    expect(checkLocation(at("/no-such-page"), accessContext({ loggedIn: false }))).toEqual({
      kind: "not-found",
    });
  });

  it("send the disabled academy page to 404 even for the platform owner", () => {
    expect(checkLocation(at("/help/academy"), asKind("platformOwner"))).toEqual({ kind: "not-found" });
  });
});

describe("SEN and SEN/MSP flags", () => {
  const expectations: [string, Record<AccountKind, string>][] = [
    [
      "/accounts",
      { platformOwner: "ok", msp_expert: "not-found", linkPartner: "not-found", customer: "not-found" },
    ],
    [
      "/tools/templates/custom/t1",
      { platformOwner: "ok", msp_expert: "not-found", linkPartner: "not-found", customer: "not-found" },
    ],
    ["/bundles", { platformOwner: "ok", msp_expert: "ok", linkPartner: "not-found", customer: "not-found" }],
    [
      "/videohub/v1",
      { platformOwner: "ok", msp_expert: "ok", linkPartner: "not-found", customer: "not-found" },
    ],
    ["/quotes", { platformOwner: "ok", msp_expert: "ok", linkPartner: "ok", customer: "ok" }],
  ];
  for (const [path, byKind] of expectations) {
    for (const kind of ACCOUNT_KINDS) {
      it(`answer ${byKind[kind]} for ${kind} on ${path}`, () => {
        expect(checkLocation(at(path), asKind(kind)).kind).toBe(byKind[kind]);
      });
    }
  }

  it("answer 404 before looking at the role rule", () => {
    expect(checkLocation(at("/notifications"), accessContext({ role: "sales" }))).toEqual({
      kind: "not-found",
    });
  });
});

describe("contracts flag", () => {
  it("sends the user home from /contract and /contract/:id when canManageContracts is no", () => {
    const ctx = accessContext({ canManageContracts: "no" });
    expect(checkLocation(at("/contract"), ctx)).toEqual({ kind: "home" });
    expect(checkLocation(at("/contract/c1"), ctx)).toEqual({ kind: "home" });
  });

  it("lets the user in when canManageContracts is yes", () => {
    expect(checkLocation(at("/contract"), accessContext())).toEqual({ kind: "ok" });
  });

  it("applies to the platform owner too", () => {
    expect(
      checkLocation(
        at("/contract"),
        accessContext({ accountKind: "platformOwner", canManageContracts: "no" }),
      ),
    ).toEqual({
      kind: "home",
    });
  });
});

describe("entitlement flags", () => {
  const entitled = ROUTES.filter((r) => r.entitlements.length > 0 && !r.contracts);
  for (const route of entitled) {
    it(`${route.path} sends an account without ${route.entitlements.join(", ")} home and lets it in with them`, () => {
      const without = accessContext({ entitlements: {} });
      const withOnly = accessContext({
        entitlements: Object.fromEntries(route.entitlements.map((f) => [f, true])),
      });
      expect(routeAccess(route, without)).toEqual({ kind: "home" });
      expect(routeAccess(route, withOnly)).toEqual({ kind: "ok" });
    });
  }

  it("lets the platform owner pass every entitlement check", () => {
    const owner = accessContext({ accountKind: "platformOwner", role: "owner", entitlements: {} });
    for (const route of ROUTES.filter((r) => r.entitlements.length > 0)) {
      expect(routeAccess(route, owner), route.path).toEqual({ kind: "ok" });
    }
  });

  it("counts a flag set to false as off", () => {
    expect(
      checkLocation(at("/orders"), accessContext({ entitlements: { hasOrderManagementSystem: false } })),
    ).toEqual({
      kind: "home",
    });
  });
});

describe("role rules", () => {
  it.each([
    ["/proposal", "sales", "not-authorized"],
    ["/proposal", "manager", "ok"],
    ["/quotes", "public", "not-authorized"],
    ["/quotes", "operations_manager", "ok"],
    ["/settings/company", "engineering", "not-authorized"],
    ["/settings/company", "finance", "ok"],
    ["/help", "finance", "not-authorized"],
    ["/cpq-automation", "editor", "ok"],
    ["/bundles", "editor", "ok"],
    ["/bundles", "finance", "not-authorized"],
    ["/coverage", "editor", "not-authorized"],
    ["/", "public", "ok"],
  ] as const)("%s with role %s is %s", (path, role, kind) => {
    expect(checkLocation(at(path), accessContext({ role })).kind).toBe(kind);
  });

  it("deny a signed-in user whose role is unknown on every ruled route", () => {
    expect(checkLocation(at("/quotes"), accessContext({ role: null }))).toEqual({ kind: "not-authorized" });
    expect(checkLocation(at("/user/profile"), accessContext({ role: null }))).toEqual({ kind: "ok" });
  });

  it("check entitlements before the rule", () => {
    expect(checkLocation(at("/cpq-automation"), accessContext({ role: "sales", entitlements: {} }))).toEqual({
      kind: "home",
    });
  });
});

describe("login guard", () => {
  const visitor = accessContext({ loggedIn: false });

  it("sends a visitor without a token to /login with the requested path", () => {
    expect(checkLocation(at("/quotes/q1/view"), visitor)).toEqual({
      kind: "login",
      to: "/login?to=%2Fquotes%2Fq1%2Fview",
    });
    expect(checkLocation(at("/orders/o1/view", "?stage=open&tab=items"), visitor)).toEqual({
      kind: "login",
      to: "/login?to=%2Forders%2Fo1%2Fview%3Fstage%3Dopen%26tab%3Ditems",
    });
  });

  it("sends a visitor with a token query to /register with the token", () => {
    expect(checkLocation(at("/settings/users", "?token=abc"), visitor)).toEqual({
      kind: "login",
      to: "/register?token=abc&to=%2Fsettings%2Fusers%3Ftoken%3Dabc",
    });
  });

  it.each([
    "/login",
    "/forgot-password",
    "/new-password",
    "/new-password/t1",
    "/invoice-payment/i1",
    "/privacy-policy",
    "/pages/error-404",
    "/pages/not-authorized",
  ])("lets a visitor open public page %s", (path) => {
    expect(checkLocation(at(path), visitor)).toEqual({ kind: "ok" });
  });
});

describe("public pages with their own redirects", () => {
  it("opens the signing page with documentType and signToken", () => {
    const decision = checkLocation(
      at("/quotes/q1/sign", "?documentType=proposal&signToken=s1"),
      accessContext({ loggedIn: false }),
    );
    expect(decision).toEqual({ kind: "ok" });
  });

  it.each(["", "?documentType=proposal", "?signToken=s1"])(
    "sends the signing page to /login without both queries (%s)",
    (search) => {
      expect(checkLocation(at("/quotes/q1/sign", search), accessContext({ loggedIn: false }))).toEqual({
        kind: "redirect",
        to: "/login",
      });
    },
  );

  it("sends a signed-in visitor of the signing page to the quote view", () => {
    expect(
      checkLocation(at("/quotes/q1/sign", "?documentType=proposal&signToken=s1"), accessContext()),
    ).toEqual({
      kind: "redirect",
      to: "/quotes/q1/view",
    });
  });

  it("opens /verify for anyone, a signed-in user too (it proves a file, not the visitor)", () => {
    expect(checkLocation(at("/verify"), accessContext({ loggedIn: false }))).toEqual({ kind: "ok" });
    expect(checkLocation(at("/verify"), accessContext())).toEqual({ kind: "ok" });
  });

  it("turns /register/{inviteToken} into /register with token and to", () => {
    const visitor = accessContext({ loggedIn: false });
    expect(checkLocation(at("/register/inv1"), visitor)).toEqual({
      kind: "redirect",
      to: "/register?token=inv1&to=%2F",
    });
    expect(checkLocation(at("/register/inv1", "?to=/quotes"), visitor)).toEqual({
      kind: "redirect",
      to: "/register?token=inv1&to=%2Fquotes",
    });
  });

  it("opens /register with a token and sends it to /login without one", () => {
    const visitor = accessContext({ loggedIn: false });
    expect(checkLocation(at("/register", "?token=t1"), visitor)).toEqual({ kind: "ok" });
    expect(checkLocation(at("/register"), visitor)).toEqual({ kind: "redirect", to: "/login" });
  });
});

describe("onboarding restriction", () => {
  const onboarding = (step: number | null) => accessContext({ accountOnboardingStep: step });
  const allowedSamples = [
    "/",
    "/hub",
    "/onboarding",
    "/onboarding/apps/a1",
    "/settings/apps",
    "/settings/apps/a1",
    "/settings/partners",
    "/settings/partners/integration/i1",
    "/assessment-and-design",
    "/assessment-and-design/c1/service/s1",
    "/support-plans",
    "/product-category/c1",
    "/product-category/c1/product/p1",
    "/product-category/c1/support-plan-add",
    "/user/profile",
  ];

  it("has a sample for every allowed path", () => {
    for (const allowed of ONBOARDING_ALLOWED_PATHS) {
      expect(
        allowedSamples.some((s) => s === allowed || s.startsWith(`${allowed}/`)),
        allowed,
      ).toBe(true);
    }
  });

  for (const step of [0, 6]) {
    it.each(allowedSamples)(`lets an MSP user at step ${step} reach %s`, (path) => {
      expect(checkLocation(at(path), onboarding(step))).toEqual({ kind: "ok" });
    });
  }

  it.each(["/quotes", "/customers", "/help", "/settings/users", "/contract", "/templates", "/map"])(
    "shows 404 for %s while the MSP user is onboarding",
    (path) => {
      expect(checkLocation(at(path), onboarding(3))).toEqual({ kind: "not-found" });
    },
  );

  it.each([null, -1, 7])("lifts the restriction at step %s", (step) => {
    expect(checkLocation(at("/quotes"), onboarding(step))).toEqual({ kind: "ok" });
  });

  it("does not restrict customers, link partners or the platform owner", () => {
    for (const kind of ["customer", "linkPartner", "platformOwner"] as const) {
      expect(
        checkLocation(at("/quotes"), accessContext({ accountKind: kind, accountOnboardingStep: 2 })),
      ).toEqual({
        kind: "ok",
      });
    }
  });

  it("still applies the route's rule on allowed paths", () => {
    expect(checkLocation(at("/hub"), accessContext({ accountOnboardingStep: 0, role: "finance" }))).toEqual({
      kind: "not-authorized",
    });
  });
});

describe("decision paths", () => {
  it.each([
    [{ kind: "ok" }, null],
    [{ kind: "home" }, "/"],
    [{ kind: "not-found" }, "/pages/error-404"],
    [{ kind: "not-authorized" }, "/pages/not-authorized"],
    [{ kind: "login", to: "/login?to=%2F" }, "/login?to=%2F"],
    [{ kind: "redirect", to: "/login" }, "/login"],
  ] as const)("%o navigates to %s", (decision, path) => {
    expect(decisionPath(decision)).toBe(path);
  });
});

describe("checkRoute", () => {
  it("answers 404 for a missing route", () => {
    expect(checkRoute(undefined, accessContext())).toEqual({ kind: "not-found" });
    expect(checkRoute(matchRoute("/x")?.route, accessContext())).toEqual({ kind: "not-found" });
  });

  it("uses the route's own path when no location is given", () => {
    expect(checkRoute(routeById("quotes"), accessContext({ loggedIn: false }))).toEqual({
      kind: "login",
      to: "/login?to=%2Fquotes",
    });
  });
});

describe("the quote builder's readers", () => {
  const id = "0190a000-0000-7000-8000-0000000a0001";
  it("send customers and link partners from /projects/:quoteId/edit to the quote's view", () => {
    for (const kind of ["customer", "linkPartner"] as const) {
      expect(checkLocation(at(`/projects/${id}/edit`), asKind(kind))).toEqual({
        kind: "redirect",
        to: `/quotes/${id}/view`,
      });
    }
  });

  it("open the builder for the platform owner and an MSP", () => {
    for (const kind of ["platformOwner", "msp_expert"] as const) {
      expect(checkLocation(at(`/projects/${id}/edit`), asKind(kind))).toEqual({ kind: "ok" });
    }
  });
});
