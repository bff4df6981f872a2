import { describe, expect, it } from "vitest";
import { applyMspMoves, buildMenu, type MenuCategory, type MenuEntry } from "./build-menu.ts";
import type { AccessContext } from "./context.ts";
import { matchRoute } from "./route-match.ts";
import { type MenuItemSpec, SIDE_MENU } from "./side-menu.ts";
import { accessContext } from "./test-support.ts";

const CATEGORIES: MenuCategory[] = [
  { id: "hw", parentId: null, name: "Hardware", showInMenu: "yes" },
  { id: "svc", parentId: null, name: "Services", showInMenu: "yes" },
  { id: "unk", parentId: null, name: "Unknown", showInMenu: "yes" },
  { id: "hidden", parentId: null, name: "Hidden", showInMenu: "no" },
  { id: "child", parentId: "hw", name: "Switches", showInMenu: "yes" },
];

/** The menu as an indented outline of titles, so a test reads like the menu a user sees. */
const outline = (entries: readonly MenuEntry[], depth = 0): string[] =>
  entries.flatMap((e) => [`${"  ".repeat(depth)}${e.title}`, ...outline(e.children, depth + 1)]);

const menuFor = (overrides: Partial<AccessContext>) =>
  outline(buildMenu(accessContext(overrides), CATEGORIES));

describe("side menu per account kind", () => {
  it("shows the platform owner everything of the platform, the quote list titled Quotes as its page", () => {
    expect(menuFor({ accountKind: "platformOwner", role: "owner" })).toEqual([
      "Home",
      "Customers",
      "Sell",
      "  Quotes",
      "  Building Use",
      "  Performance Requirements",
      "Fulfill",
      "  Orders",
      "  Procure",
      "  Track",
      "  Provision",
      "  Service Coverage",
      "Finance",
      "  Invoices",
      "  Subscriptions",
      "Catalog",
      "  Categories",
      "  Bundles",
      "  Hardware",
      "  Services",
      "    Assessment & Design",
      "  Unknown",
      "Tools",
      "  Templates",
      "Platform Settings",
      "  Accounts",
      "  Company",
      "  Integrations",
      "  Certifications",
      "  Plans & Fees",
      "  Notifications",
      "  Jobs",
      "  Vendor Mappings",
      "  Sales Reports",
      "Service Providers",
      "Solution Partners",
      "  Financial",
      "  Manufacturers",
      "  Distributors",
      "  Internet Service Providers",
      "  Independent Software Vendors",
      "  Link Partners",
      "Automate",
      "  Prices",
      "  Workflows",
      "  Bill of Materials",
      "Settings",
      "  Members and Teams",
      "  Quote Settings",
      "Marketplace",
      "  Partners",
      "  Apps",
      "Help Center",
    ]);
  });

  it("shows an MSP administrator selling, fulfilment, catalogue without unknown categories, and MSP settings", () => {
    expect(menuFor({ accountKind: "msp_expert", role: "administrator" })).toEqual([
      "Home",
      "Create Quote",
      "Customers",
      "Sell",
      "  Quotes",
      "  Contracts",
      "Fulfill",
      "  Orders",
      "  Procure",
      "  Track",
      "  Provision",
      "  Team",
      "  Service Coverage",
      "Finance",
      "  Invoices",
      "  Subscriptions",
      "Catalog",
      "  Bundles",
      "  Hardware",
      "  Services",
      "    Assessment & Design",
      "Tools",
      "  Templates",
      "Automate",
      "  Prices",
      "  Workflows",
      "  Bill of Materials",
      "Settings",
      "  Members and Teams",
      "  Company",
      "  Quote Settings",
      "  Billing",
      "  Documents",
      "  Distributors",
      "  Notifications",
      "Marketplace",
      "  Partners",
      "  Apps",
      "Help Center",
    ]);
  });

  it("shows a customer administrator the customer-side entries and Team Members", () => {
    expect(menuFor({ accountKind: "customer", role: "administrator" })).toEqual([
      "Home",
      "Service Map",
      "Quotes",
      "Orders",
      "Invoices",
      "Subscriptions",
      "User Experience",
      "  Guest",
      "    Splash Pages",
      "    Customer Agreement",
      "Settings",
      "  Team Members",
      "  Company",
      "Help Center",
    ]);
  });

  it("shows a link partner administrator fulfilment, settings and marketplace only", () => {
    expect(menuFor({ accountKind: "linkPartner", role: "administrator" })).toEqual([
      "Home",
      "Fulfill",
      "  Orders",
      "  Procure",
      "  Track",
      "  Provision",
      "  Team",
      "Settings",
      "  Members and Teams",
      "  Company",
      "  Billing",
      // Default templates and distributors are the templates' and the catalogue's, which a link partner has
      // not (settings.documents and settings.distributors are SEN/MSP).
      "  Notifications",
      "Marketplace",
      "  Partners",
      "  Apps",
    ]);
  });
});

describe("side menu filtering", () => {
  it("shows Create Quote only with a CRM integration", () => {
    expect(menuFor({ hasCrmIntegration: false })).not.toContain("Create Quote");
    expect(menuFor({ hasCrmIntegration: true })).toContain("Create Quote");
  });

  it("hides entitlement-gated entries when the account lacks the entitlement", () => {
    const menu = menuFor({ entitlements: { hasContracts: true } });
    for (const title of [
      "  Orders",
      "  Procure",
      "  Track",
      "  Provision",
      "Finance",
      "  Prices",
      "  Service Coverage",
    ]) {
      expect(menu).not.toContain(title);
    }
    expect(menu).toContain("  Contracts");
  });

  it("hides Contracts when the user cannot manage contracts", () => {
    expect(menuFor({ canManageContracts: "no" })).not.toContain("  Contracts");
  });

  it("gives an MSP sales user Quotes only through an allowed team", () => {
    expect(menuFor({ role: "sales" })).not.toContain("  Quotes");
    expect(menuFor({ role: "sales", teams: [{ id: "sales", level: "user" }] })).toContain("  Quotes");
    expect(menuFor({ role: "sales", teams: [{ id: "support", level: "user" }] })).not.toContain("  Quotes");
  });

  it("shows an onboarding MSP user only entries it can reach", () => {
    expect(menuFor({ accountOnboardingStep: 2 })).toEqual([
      "Home",
      "Catalog",
      "  Hardware",
      "  Services",
      "    Assessment & Design",
      "Marketplace",
      "  Partners",
      "  Apps",
    ]);
  });

  it("is empty for a visitor who is not signed in", () => {
    expect(buildMenu(accessContext({ loggedIn: false }), CATEGORIES)).toEqual([]);
  });
});

describe("catalog categories", () => {
  it("list Bundles, then link root categories to /product-category/:id and leave out sub-categories and hidden ones", () => {
    const catalog = buildMenu(accessContext(), CATEGORIES).find((e) => e.id === "catalog");
    expect(catalog?.children.map((e) => [e.title, e.path])).toEqual([
      ["Bundles", "/bundles"],
      ["Hardware", "/product-category/hw"],
      ["Services", "/product-category/svc"],
    ]);
  });

  it("place Assessment & Design after the categories when there is no services category", () => {
    const catalog = buildMenu(accessContext(), [CATEGORIES[0]!]).find((e) => e.id === "catalog");
    expect(catalog?.children.map((e) => e.title)).toEqual(["Bundles", "Hardware", "Assessment & Design"]);
  });

  it("use configured ids for the services and unknown categories when given", () => {
    const catalog = buildMenu(accessContext(), CATEGORIES, {
      servicesCategoryId: "hw",
      unknownCategoryIds: ["svc"],
    }).find((e) => e.id === "catalog");
    expect(outline(catalog?.children ?? [])).toEqual([
      "Bundles",
      "Hardware",
      "  Assessment & Design",
      "Unknown",
    ]);
  });

  it("hide Assessment & Design from roles without the editor rule", () => {
    const catalog = buildMenu(
      accessContext({ role: "sales", teams: [{ id: "sales", level: "user" }] }),
      CATEGORIES,
    ).find((e) => e.id === "catalog");
    expect(outline(catalog?.children ?? [])).toEqual(["Bundles", "Hardware", "Services"]);
  });
});

describe("MSP moves", () => {
  const item = (id: string): MenuItemSpec => ({ id, title: id, icon: "IconPoint", path: "/" });
  const items = [item("reports"), item("support"), ...Array.from({ length: 12 }, (_, i) => item(`i${i}`))];

  it("put Reports at position 7 and Support at 11 for MSP accounts", () => {
    const ids = buildMenu(accessContext(), [], {}, items).map((e) => e.id);
    expect(ids.indexOf("reports")).toBe(7);
    expect(ids.indexOf("support")).toBe(11);
    expect(ids).toHaveLength(14);
  });

  it("leave other account kinds in data order", () => {
    const ids = buildMenu(accessContext({ accountKind: "customer" }), [], {}, items).map((e) => e.id);
    expect(ids.slice(0, 2)).toEqual(["reports", "support"]);
  });

  it("do nothing when the entries are missing and clamp to the end of a short menu", () => {
    const entry = (id: string): MenuEntry => ({ id, title: id, path: null, icon: "IconPoint", children: [] });
    expect(applyMspMoves([entry("a"), entry("b")]).map((e) => e.id)).toEqual(["a", "b"]);
    expect(applyMspMoves([entry("support"), entry("a")]).map((e) => e.id)).toEqual(["a", "support"]);
  });
});

describe("side menu data", () => {
  const flatten = (items: readonly MenuItemSpec[]): MenuItemSpec[] =>
    items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
  const all = flatten(SIDE_MENU);

  it("gives every entry a unique id and a Tabler icon name", () => {
    const ids = all.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const i of all) expect(i.icon, i.id).toMatch(/^Icon[A-Z][A-Za-z0-9]*$/);
  });

  it("points every linked entry at a route of the table", () => {
    for (const i of all.filter((x) => x.path !== undefined)) expect(matchRoute(i.path!), i.id).not.toBeNull();
  });

  it("leaves rules and entitlements to the route for linked entries (one source of truth)", () => {
    for (const i of all.filter((x) => x.path !== undefined)) {
      expect(i.rule, i.id).toBeUndefined();
      expect(i.entitlements, i.id).toBeUndefined();
    }
  });
});
