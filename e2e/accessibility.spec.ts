import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useJourney } from "./fixtures/journey.ts";
import { LoginPage } from "./pages/login-page.ts";

const j = useJourney();

async function seriousViolations(page: Page): Promise<string[]> {
  // Check the page as loaded; loading states would make the scan depend on timing.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

async function checkPages(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
  }
}

describe("accessibility (axe-core: no serious or critical violation)", () => {
  it("on the login page", async () => {
    const page = await j.page();
    await new LoginPage(page).open();
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("on the dashboard and the settings pages", async () => {
    const page = await j.page();
    const login = new LoginPage(page);
    await login.signInToDashboard("owner@msp.demo", j.server.demoPassword);
    await page.getByText("Welcome").first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await checkPages(page, [
      "/user/profile",
      "/settings/users",
      "/settings/users?tab=teams",
      "/settings/company/info",
      "/settings/company/branding",
      "/settings/company/certifications",
      "/customers",
      "/projects/locations",
      "/projects/locations/add",
    ]);
  });

  it("on the platform owner's pages", async () => {
    const page = await j.page();
    const login = new LoginPage(page);
    await login.signInToDashboard("owner@platform.demo", j.server.demoPassword);
    await checkPages(page, ["/accounts", "/msp", "/categories", "/notifications", "/company"]);
  });
});
