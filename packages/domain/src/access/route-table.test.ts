import { describe, expect, it } from "vitest";
import { isPublicPath } from "./public-paths.ts";
import { pathSegments } from "./route-match.ts";
import { ROUTES, routeById } from "./route-table.ts";
import { isFixedWidth } from "./route-types.ts";
import { PAGE_CRUMB, resolveBreadcrumb, resolveTitle } from "./titles.ts";

const byPath = (path: string) => {
  const route = ROUTES.find((r) => r.path === path);
  if (route === undefined) throw new Error(`no route ${path}`);
  return route;
};

/** Routes that spec §2 gives entitlements; every other route has none. */
const ENTITLED: Record<string, readonly string[]> = {
  "/contract": ["hasContracts"],
  "/contract/:id": ["hasContracts"],
  "/orders": ["hasOrderManagementSystem"],
  "/orders/:orderId/view": ["hasOrderManagementSystem"],
  "/orders/:linkedOrderId/provision/:loadId/view": ["hasOrderManagementSystem"],
  "/orders/:orderId/suborder/:suborderId/track/:trackingNumber": ["hasOrderManagementSystem"],
  "/orders/:orderId/track-customer/:trackingNumber": ["hasOrderManagementSystem"],
  "/procure": ["hasOrderManagementSystem"],
  "/subscriptions": ["hasSubscriptionManagementAndBilling"],
  "/subscriptions/add": ["hasSubscriptionManagementAndBilling"],
  "/projects/:projectId/subscriptions/:subscriptionId/view": ["hasSubscriptionManagementAndBilling"],
  "/invoices": ["hasInvoices"],
  "/invoices/add": ["hasInvoices"],
  "/projects/:projectId/invoices/:invoiceId/view": ["hasInvoices"],
  "/projects/:projectId/invoices/:invoiceId/customer-view": ["hasInvoices"],
  "/invoices/:invoiceId/view": ["hasInvoices"],
  "/cpq-automation": ["hasPriceAutomation"],
  "/coverage": ["hasServiceMap"],
  "/workflow": ["hasWorkflowRules"],
  "/workflow/add": ["hasWorkflowRules"],
  "/workflow/edit/:id": ["hasWorkflowRules"],
  "/bill-of-materials": ["hasBomAutomation"],
  "/bill-of-materials/:environmentId/edit": ["hasBomAutomation"],
};

describe("route table", () => {
  it("gives every route a unique id", () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every route a unique path, params counted as one shape", () => {
    const shapes = ROUTES.map((r) =>
      pathSegments(r.path)
        .map((s) => (s.startsWith(":") ? ":" : s))
        .join("/"),
    );
    const duplicates = shapes.filter((shape, index) => shapes.indexOf(shape) !== index);
    expect(duplicates).toEqual([]);
  });

  it("starts every breadcrumb at Dashboard except on public pages, which have none", () => {
    for (const route of ROUTES) {
      if (route.public) expect(route.breadcrumb, route.id).toEqual([]);
      else expect(route.breadcrumb[0], route.id).toBe("Dashboard");
    }
  });

  it("ends every breadcrumb (except the dashboard's) after its start", () => {
    for (const route of ROUTES.filter((r) => !r.public && r.path !== "/")) {
      expect(route.breadcrumb.length, route.id).toBeGreaterThan(1);
    }
  });

  it("marks as public exactly the paths the login guard lets through", () => {
    for (const route of ROUTES) expect(isPublicPath(route.path), route.path).toBe(route.public);
  });

  it("writes every path as a react-router pattern", () => {
    for (const route of ROUTES)
      expect(route.path, route.id).toMatch(/^\/([a-z0-9-]+|:[a-zA-Z]+)?(\/([a-z0-9-]+|:[a-zA-Z]+))*$/);
  });

  it("gives entitlements exactly to the routes spec §2 names", () => {
    for (const route of ROUTES) expect(route.entitlements, route.path).toEqual(ENTITLED[route.path] ?? []);
  });

  it("sends only contract routes home when contracts cannot be managed", () => {
    expect(ROUTES.filter((r) => r.contracts).map((r) => r.path)).toEqual(["/contract", "/contract/:id"]);
  });

  it("makes Wi-Fi and hub pages fixed width, for msp and customer kinds only", () => {
    expect(ROUTES.filter((r) => r.fixedWidth).map((r) => r.path)).toEqual([
      "/wifi/users",
      "/wifi/users/:userId",
      "/wifi/devices",
      "/wifi/usage",
      "/hub",
    ]);
    const hub = byPath("/hub");
    expect(isFixedWidth(hub, "msp_expert")).toBe(true);
    expect(isFixedWidth(hub, "customer")).toBe(true);
    expect(isFixedWidth(hub, "platformOwner")).toBe(false);
    expect(isFixedWidth(hub, "linkPartner")).toBe(false);
  });

  it("keeps SEN pages to the platform owner list of spec §2", () => {
    const sen = ROUTES.filter((r) => r.sen).map((r) => r.path);
    expect(sen).toContain("/tools/templates/custom/:id");
    expect(sen).toContain("/sales-reports");
    expect(sen).toContain("/link-partners/:accountId/view");
    expect(sen).not.toContain("/msp/:accountId/view");
    expect(ROUTES.filter((r) => r.sen && r.senMsp)).toEqual([]);
  });

  it.each([
    ["/quotes", "quotes"],
    ["/proposal", "administrator"],
    ["/map", "sales"],
    ["/", null],
    ["/cpq-automation", "editor"],
    ["/assessment-and-design", "editor"],
    ["/support-plans", "editor"],
    ["/bill-of-materials", "quotes"],
    ["/bundles", "catalogueReaders"],
    ["/product-category/:rootCategoryId/product/:id", "catalogueReaders"],
    ["/workflow", "sales"],
    ["/help", "salesOrEngineering"],
    ["/ideas", "salesOrEngineering"],
    ["/accounts", "sales"],
    ["/link-partners/:accountId/view", "salesOrEngineering"],
    ["/notifications", "administrator"],
    ["/sales-reports", "administrator"],
    ["/settings/users", "salesOrEngineering"],
    ["/settings/company", "salesOrFinance"],
    ["/settings/company/branding", "salesOrFinance"],
    ["/my-team", "quotes"],
    ["/wifi/usage", "sales"],
  ])("gives %s the rule %s", (path, rule) => {
    expect(byPath(path).rule).toBe(rule);
  });

  it("titles Members and Teams / Billing differently for customers", () => {
    const users = routeById("settings.users");
    expect(resolveTitle(users.title, "customer")).toBe("Team Members");
    expect(resolveTitle(users.title, "msp_expert")).toBe("Members and Teams");
    const billing = routeById("settings.plans-and-billing");
    expect(resolveTitle(billing.title, "customer")).toBe("Billing");
    expect(resolveTitle(billing.title, "platformOwner")).toBe("Plans and Billing");
    const profile = routeById("settings.users.profile");
    expect(resolveBreadcrumb(profile.breadcrumb, "customer", ["Ann Lee"])).toEqual([
      "Dashboard",
      "Team Members",
      "Ann Lee",
    ]);
    expect(resolveBreadcrumb(profile.breadcrumb, "linkPartner")).toEqual([
      "Dashboard",
      "Members and Teams",
      "Loading...",
    ]);
  });

  it("uses the titles the spec writes", () => {
    expect(
      resolveTitle(byPath("/product-category/:rootCategoryId/support-service-add").title, "msp_expert"),
    ).toBe("Add Technical Support");
    expect(byPath("/product-category/:rootCategoryId/support-plan-add").title).toBe("Add Support Plan");
    expect(byPath("/projects/locations").title).toBe("Service Addresses");
    expect(byPath("/help/support/add").title).toBe("Create New Ticket");
    expect(byPath("/environments").title).toBe("Building Use");
    expect(byPath("/requirements").title).toBe("Performance Requirements");
    expect(byPath("/settings/notifications").title).toBe("Customer Notifications");
    expect(byPath("/partners/:accountId/view").title).toBe("View partner");
    expect(byPath("/tools/templates/section/:id/edit").title).toBe("Content Library");
    expect(byPath("/tools/templates/template/:id/edit").title).toBe("Document Template");
  });

  it("switches off the external academy page", () => {
    expect(routeById("help.academy").disabled).toBe(true);
    expect(ROUTES.filter((r) => r.disabled).map((r) => r.id)).toEqual(["help.academy"]);
  });

  it("lists every route with its rule and flags (review changes of access here)", () => {
    const flag = (on: boolean, name: string) => (on ? [name] : []);
    const lines = ROUTES.map((r) =>
      [
        r.path.padEnd(60),
        `rule=${r.rule ?? "none"}`,
        ...flag(r.public, "public"),
        ...flag(r.sen, "SEN"),
        ...flag(r.senMsp, "SEN/MSP"),
        ...flag(r.contracts, "contracts"),
        ...r.entitlements,
        ...flag(r.fixedWidth, "fixed-width"),
        ...flag(r.disabled, "disabled"),
        ...(r.readerPath ? [`readers→${r.readerPath}`] : []),
      ].join(" "),
    );
    expect(lines.join("\n")).toMatchSnapshot();
  });
});

describe("breadcrumb placeholders", () => {
  it("show ... in the middle and Loading... at the end until the page supplies its titles", () => {
    const crumbs = ["Dashboard", "Customers", PAGE_CRUMB, PAGE_CRUMB] as const;
    expect(resolveBreadcrumb(crumbs, "msp_expert")).toEqual(["Dashboard", "Customers", "...", "Loading..."]);
    expect(resolveBreadcrumb(crumbs, "msp_expert", ["Acme"])).toEqual([
      "Dashboard",
      "Customers",
      "Acme",
      "Loading...",
    ]);
    expect(resolveBreadcrumb(crumbs, "msp_expert", ["Acme", "Office move"])).toEqual([
      "Dashboard",
      "Customers",
      "Acme",
      "Office move",
    ]);
  });
});
