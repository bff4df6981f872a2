import { AxeBuilder } from "@axe-core/playwright";
import {
  DEMO_CATALOGUE_IDS as C,
  DEMO_CONTRACT_IDS,
  DEMO_IDS,
  DEMO_PROJECT_IDS,
  ROOT_CATEGORY_IDS,
} from "@q2c/db";
import type { Page } from "playwright-core";
import { describe, type ExpectStatic, it } from "vitest";
import { apiCall, apiLogin } from "./fixtures/api-client.ts";
import { useJourney } from "./fixtures/journey.ts";
import { LoginPage } from "./pages/login-page.ts";

const j = useJourney();

const PRODUCTS = `/product-category/${ROOT_CATEGORY_IDS.product}`;
// A dozen pages or more, each loaded and scanned: about 40-60 s on an idle 2-core machine (the cap leaves room for a loaded one). The four tests run at once, each
// in its own browser context (describe.concurrent): most of a page's time is waiting for it to settle.
const MANY_PAGES_MS = 240_000;

async function seriousViolations(page: Page, exclude?: string): Promise<string[]> {
  // Check the page as loaded; loading states would make the scan depend on timing.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const builder = new AxeBuilder({ page });
  const result = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(" ")} ${n.html}`).join(", ")})`);
}

async function checkPages(expect: ExpectStatic, page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // A page the user may not open would be scanned as the 404 or not-authorized page instead.
    const shown = new URL(page.url()).pathname;
    expect({ path, shown, violations: await seriousViolations(page) }).toEqual({
      path,
      shown: path.split("?")[0],
      violations: [],
    });
  }
}

describe.concurrent("accessibility (axe-core: no serious or critical violation)", () => {
  it("on the login page", async ({ expect }) => {
    const page = await j.page();
    await new LoginPage(page).open();
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it(
    "on the dashboard, the settings, the quote and the contract pages",
    async ({ expect }) => {
      const page = await j.page();
      const login = new LoginPage(page);
      await login.signInToDashboard("owner@msp.demo", j.server.demoPassword);
      await page.getByText("Welcome").first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await checkPages(expect, page, [
        "/user/profile",
        "/settings/users",
        "/settings/users?tab=teams",
        "/settings/company/info",
        "/settings/company/branding",
        "/settings/company/certifications",
        "/customers",
        "/projects/locations",
        "/projects/locations/add",
        "/quotes",
        "/quotes/add",
        `/quotes/${DEMO_PROJECT_IDS.adatumWifi}/view`,
        // The quote builder: sites tree, lines grid, totals, stepper, activity and members.
        `/projects/${DEMO_PROJECT_IDS.adatumWifi}/edit`,
        "/my-team",
        "/contract",
        `/contract/${DEMO_CONTRACT_IDS.adatumAgreement}`,
        `/customers/${DEMO_IDS.adatum}/view/contracts`,
      ]);
    },
    MANY_PAGES_MS,
  );

  it(
    "on an MSP's catalogue pages",
    async ({ expect }) => {
      const page = await j.page();
      await new LoginPage(page).signInToDashboard("owner@msp.demo", j.server.demoPassword);
      await checkPages(expect, page, [
        PRODUCTS,
        // A platform product: the MSP sees it read-only.
        `${PRODUCTS}/product/${C.merakiMr46}`,
        `${PRODUCTS}/product-add`,
        "/bundles",
        `/bundles/${C.northwindSmallOfficeBundle}`,
        "/bundles/add",
        "/bundle-category-types",
        "/assessment-and-design",
        "/support-plans",
        "/settings/distributors",
        "/cpq-automation",
      ]);
    },
    MANY_PAGES_MS,
  );

  it(
    "on the template pages: lists, the editor, the content library, a section, default templates",
    async ({ expect }) => {
      const { accessToken } = await apiLogin(j.server.url, "owner@msp.demo", j.server.demoPassword);
      const firstId = async (path: string) =>
        (await apiCall<{ data: { id: string }[] }>(j.server.url, "GET", path, { token: accessToken })).data[0]
          ?.id;
      const ownTemplate = await firstId("/templates?ownership=mine&documentType=proposal");
      const platformTemplate = await firstId("/templates?ownership=platform&templateType=dynamic");
      const ownSection = await firstId("/document-sections?ownership=mine");
      expect([ownTemplate, platformTemplate, ownSection].every(Boolean)).toBe(true);
      const page = await j.page();
      await new LoginPage(page).signInToDashboard("owner@msp.demo", j.server.demoPassword);
      await checkPages(expect, page, [
        "/templates",
        "/templates/add",
        // Northwind's own (the rich-text editor) and the platform's dynamic one (read-only, its sections).
        `/templates/${ownTemplate}/edit`,
        `/templates/${platformTemplate}/edit`,
        "/tools/templates",
        "/tools/templates?tab=library",
        `/tools/templates/section/${ownSection}/edit`,
        "/settings/documents",
        `/msp/${DEMO_IDS.northwind}/product-service/${C.merakiMr46}/template/${ownTemplate}/document/proposal/replace`,
      ]);
      // The preview: the server's filled HTML in a sandboxed frame, in a dialog.
      await page.goto(`/templates/${ownTemplate}/edit`);
      await page.getByRole("button", { name: "Preview", exact: true }).click();
      const frame = page.getByTitle("Preview of the document");
      await frame.waitFor();
      expect(await frame.getAttribute("sandbox")).toBe("");
      // The framed document runs no script (sandbox=""), so axe cannot scan inside it: the dialog around it.
      expect(await seriousViolations(page, 'iframe[sandbox=""]')).toEqual([]);
    },
    MANY_PAGES_MS,
  );

  it(
    "on the platform owner's pages",
    async ({ expect }) => {
      const page = await j.page();
      const login = new LoginPage(page);
      await login.signInToDashboard("owner@platform.demo", j.server.demoPassword);
      await checkPages(expect, page, [
        "/accounts",
        "/msp",
        "/categories",
        "/notifications",
        "/jobs",
        "/company",
        `${PRODUCTS}/product/${C.merakiMr46}`,
        `/bundles/${C.officeWifiBundle}`,
        "/environments",
        `/environments/${C.officeEnvironment}/edit`,
        "/requirements",
        "/distributors",
        "/manufacturers",
        "/isps",
        "/isvs",
        "/cpq-automation",
        // A provider's page lists its templates; the owner makes custom templates for it and the platform.
        `/msp/${DEMO_IDS.northwind}/view`,
        `/msp/${DEMO_IDS.northwind}/template-add`,
        "/tools/templates/custom-add",
      ]);
    },
    MANY_PAGES_MS,
  );
});
