import {
  DEMO_CATALOGUE_IDS as C,
  DEMO_CONTRACT_IDS,
  DEMO_IDS,
  DEMO_PROJECT_IDS,
  ROOT_CATEGORY_IDS,
} from "@q2c/db";
import { type AppRoute, ROUTES } from "@q2c/domain";
import { beforeAll, describe, it } from "vitest";
import { apiCall, apiLogin } from "./fixtures/api-client.ts";
import { useJourney } from "./fixtures/journey.ts";
import { acceptedQuoteOrder, shippedPackage } from "./fixtures/orders.ts";
import { RouteWalker, routePath, type Visit } from "./fixtures/route-walk.ts";
import { LoginPage } from "./pages/login-page.ts";

/*
 * Issue 14: every route of the route table, walked as one demo user of each kind. Each lands on a working
 * page, the not-authorized page or the 404 page (foundation §6), and no API call on the way fails: a page a
 * user may not use is refused by the router, never shown as a form that fails on submit or a page whose
 * reads answer 403/404. Routes without a page (page-registry.ts) land on the 404 page like unknown paths.
 */

const j = useJourney();
// A walk of ~150 routes: about a minute per user on an idle 2-core machine. The six walks run at once, each in
// its own browser context: most of a visit is waiting for the page to settle, so they overlap well.
const WALK_MS = 8 * 60_000;

type Kind = "owner" | "mspAdmin" | "mspSales" | "onboarding" | "customer" | "partner";
const WALKERS: { kind: Kind; email: string }[] = [
  { kind: "owner", email: "owner@platform.demo" },
  { kind: "mspAdmin", email: "admin@msp.demo" },
  { kind: "mspSales", email: "sales@msp.demo" },
  { kind: "onboarding", email: "new@msp3.demo" },
  { kind: "customer", email: "user@customer.demo" },
  { kind: "partner", email: "partner@link.demo" },
];

/** Ids the demo data lacks or makes at start-up, found or made through the API before the walk. */
const made = {
  isp: "",
  isv: "",
  serviceAddress: "",
  partnerAddress: "",
  inviteToken: "",
  resetToken: "",
  /** The platform's first proposal template and section (every MSP reads them), Northwind's own template. */
  platformTemplate: "",
  platformSection: "",
  northwindTemplate: "",
  /** An order of a copy of the demo quote, accepted (issue #18). */
  order: "",
  package: { suborderId: "", trackingNumber: "" },
  /** That order's first building to provision. */
  load: "",
  userIds: {} as Record<string, string>,
};

async function outboxToken(owner: string, to: string, route: "register" | "new-password"): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const mails = await apiCall<{ data: { to: string; text: string }[] }>(
      j.server.url,
      "GET",
      "/mail-outbox",
      {
        token: owner,
      },
    );
    const text = mails.data.find((m) => m.to.includes(to))?.text ?? "";
    const token = text.match(new RegExp(`/${route}/([^\\s/?]+)`))?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${route} mail to ${to}`);
}

beforeAll(async () => {
  const url = j.server.url;
  const login = (email: string) => apiLogin(url, email, j.server.demoPassword);
  const owner = (await login("owner@platform.demo")).accessToken;
  const admin = (await login("admin@msp.demo")).accessToken;
  const sales = (await login("sales@msp.demo")).accessToken;
  for (const { email } of WALKERS) made.userIds[email] = (await login(email)).user.id;
  // The demo has no ISP or ISV account; the platform owner adds one of each.
  const partner = async (companyType: string, accountName: string) =>
    (
      await apiCall<{ id: string }>(url, "POST", "/accounts", {
        token: owner,
        body: { accountName, companyType },
      })
    ).id;
  made.isp = await partner("isp", "Walk Fibre");
  made.isv = await partner("isv", "Walk Software");
  // Fabrikam works on the Litware network quote, so the link partner has a quote to open.
  await apiCall(url, "POST", `/projects/${DEMO_PROJECT_IDS.litwareNetwork}/members`, {
    token: sales,
    body: { accountId: DEMO_IDS.fabrikam },
  });
  const addresses = await apiCall<{ data: { id: string }[] }>(
    url,
    "GET",
    `/locations?accountId=${DEMO_IDS.adatum}`,
    {
      token: admin,
    },
  );
  made.serviceAddress = addresses.data[0]?.id ?? "";
  // The link partner's own service address (the demo gives it none).
  const partnerToken = (await login("partner@link.demo")).accessToken;
  made.partnerAddress = (
    await apiCall<{ id: string }>(url, "POST", "/locations", {
      token: partnerToken,
      body: { name: "Fabrikam yard", accountId: DEMO_IDS.fabrikam, country: "US" },
    })
  ).id;
  await apiCall(url, "POST", "/users/bulk-invite", {
    token: admin,
    body: { users: [{ email: "walker@newhire.demo", role: "sales", firstName: "Wal", lastName: "Ker" }] },
  });
  made.inviteToken = await outboxToken(owner, "walker@newhire.demo", "register");
  const firstId = async (path: string) =>
    (await apiCall<{ data: { id: string }[] }>(url, "GET", path, { token: admin })).data[0]?.id ?? "";
  made.platformTemplate = await firstId("/templates?ownership=platform&documentType=proposal");
  made.northwindTemplate = await firstId("/templates?ownership=mine");
  made.platformSection = await firstId("/document-sections?ownership=platform");
  made.order = await acceptedQuoteOrder(url, sales, "Adatum Wi-Fi (route walk)");
  // A package of it, so the tracking routes open a real one (the customer's tracking reads it by number).
  made.package = await shippedPackage(url, sales, made.order, "1ZWALK0001");
  made.load =
    (await apiCall<{ id: string }[]>(url, "GET", `/orders/${made.order}/provisioning`, { token: sales }))[0]
      ?.id ?? "";
  await apiCall(url, "GET", "/auth/users/reset?email=ops%40msp.demo");
  made.resetToken = await outboxToken(owner, "ops@msp.demo", "new-password");
}, 120_000);

/** The id a route's parameter takes for this user: demo rows the user can see where there are any. */
function paramOf(route: AppRoute, name: string, kind: Kind, email: string): string {
  const quote = kind === "partner" ? DEMO_PROJECT_IDS.litwareNetwork : DEMO_PROJECT_IDS.adatumWifi;
  // Routes with several ids: each parameter by name.
  const byRouteParam: Record<string, Record<string, string>> = {
    "msp.template": { accountId: DEMO_IDS.northwind, id: made.northwindTemplate, type: "proposal" },
    "msp.template-add": { accountId: DEMO_IDS.northwind },
    "orders.suborder-track": {
      suborderId: made.package.suborderId,
      trackingNumber: made.package.trackingNumber,
    },
    // Northwind's text for a platform product (another account's address shows a refusal, no call).
    "msp.document-replace": {
      accountId: DEMO_IDS.northwind,
      productServiceId: C.merakiMr46,
      templateId: made.platformTemplate,
      documentType: "proposal",
    },
  };
  const fromRoute = byRouteParam[route.id]?.[name];
  if (fromRoute !== undefined) return fromRoute;
  const byRoute: Record<string, string> = {
    "contracts.view": DEMO_CONTRACT_IDS.adatumAgreement,
    "bundles.view": C.officeWifiBundle,
    "distributors.view": DEMO_IDS.distributor,
    "manufacturers.view": DEMO_IDS.manufacturer,
    "isps.view": made.isp,
    "isvs.view": made.isv,
    "settings.users.profile": made.userIds[email] ?? "",
    "msp.view": DEMO_IDS.northwind,
    "link.view": DEMO_IDS.fabrikam,
    "link-partners.view": DEMO_IDS.fabrikam,
    "partners.view": DEMO_IDS.fabrikam,
    "product-category.product": C.merakiMr46,
    "product-category.app": C.m365BusinessPremium,
    "product-category.internet-service": C.fibre500,
    "product-category.installation-service": C.apInstallation,
    "product-category.recurring-service": C.managedFirewall,
    "product-category.support-plan": C.wifiGoldPlan,
    "product-category.it-solution": C.wifiAsAService,
    "product-category.service": C.siteSurveyService,
    "assessment-and-design.service": C.siteSurveyService,
    "tools.templates.template": made.platformTemplate,
    "tools.templates.custom": made.platformTemplate,
    "tools.templates.section": made.platformSection,
  };
  const byName: Record<string, string> = {
    quoteId: quote,
    projectId: quote,
    accountId: DEMO_IDS.adatum,
    rootCategoryId: route.id.startsWith("assessment")
      ? ROOT_CATEGORY_IDS.services
      : ROOT_CATEGORY_IDS.product,
    environmentId: C.officeEnvironment,
    locationId: kind === "partner" ? made.partnerAddress : made.serviceAddress,
    inviteToken: made.inviteToken,
    token: made.resetToken,
    templateId: made.platformTemplate,
    orderId: made.order,
    trackingNumber: made.package.trackingNumber,
    linkedOrderId: made.order,
    loadId: made.load,
  };
  return (
    (name === "id" || name === "accountId" ? byRoute[route.id] : undefined) ?? byName[name] ?? C.merakiMr46
  );
}

/** Query values some routes need to open at all. */
const QUERY: Record<string, string> = {
  register: `?token=${encodeURIComponent("TOKEN")}`,
};

function pathFor(route: AppRoute, kind: Kind, email: string): string {
  const path = routePath(route, (name) => paramOf(route, name, kind, email));
  const query = QUERY[route.id]?.replace("TOKEN", made.inviteToken) ?? "";
  return `${path}${query}`;
}

const summary = (visits: Visit[]) =>
  visits
    .map((v) => `${v.outcome.padEnd(14)} ${v.path}${v.shown !== v.path ? ` -> ${v.shown}` : ""}`)
    .join("\n");

describe.concurrent("every route, as each kind of user", () => {
  it.for(WALKERS)(
    "lands $email on a working page, not-authorized or 404, with no failed API call",
    { timeout: WALK_MS },
    async ({ kind, email }, { expect }) => {
      const page = await j.page();
      await new LoginPage(page).signInToDashboard(email, j.server.demoPassword);
      const walker = new RouteWalker(page);
      const visits: Visit[] = [];
      for (const route of ROUTES) visits.push(await walker.visit(pathFor(route, kind, email)));
      // The outcomes, for a reader of the test's output (which kind reaches what).
      console.log(`${email}\n${summary(visits)}`);
      const failures = visits
        .filter((v) => v.problems.length > 0)
        .map((v) => ({ path: v.path, problems: v.problems }));
      expect(failures).toEqual([]);
      // The walk ended signed in and in the app.
      expect(new URL(page.url()).pathname).not.toBe("/login");
    },
  );
});
