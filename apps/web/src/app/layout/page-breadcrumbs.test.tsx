import { type AppRoute, PAGE_CRUMB, toAppRoute } from "@q2c/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { PageBreadcrumbs } from "./page-breadcrumbs.tsx";
import { PageTitleProvider, usePageTitle } from "./page-title.tsx";

const route: AppRoute = toAppRoute({
  id: "test.nested",
  path: "/customers/:accountId/projects/:projectId/view",
  title: "View Project",
  breadcrumb: ["Dashboard", "Customers", PAGE_CRUMB, PAGE_CRUMB],
  rule: null,
});

function Page({ titles }: { titles: (string | undefined)[] }) {
  usePageTitle(...titles);
  return null;
}

function renderCrumbs(titles: (string | undefined)[]) {
  signIn();
  renderAt(
    <PageTitleProvider>
      <PageBreadcrumbs route={route} />
      <Page titles={titles} />
    </PageTitleProvider>,
    "/customers/c1/projects/p1/view",
  );
}

const crumbTexts = async () =>
  within(await screen.findByRole("navigation", { name: "Breadcrumb" }))
    .getAllByText(/./)
    .map((el) => el.textContent)
    .filter((text) => text !== "/");

describe("breadcrumbs", () => {
  it('shows "..." in the middle and "Loading..." at the end until the page supplies titles', async () => {
    renderCrumbs([undefined, undefined]);
    expect(await crumbTexts()).toEqual(["Dashboard", "Customers", "...", "Loading..."]);
    expect(screen.getByText("Loading...").getAttribute("aria-current")).toBe("page");
  });

  it("shows the titles a page supplies and names the document after the last one", async () => {
    renderCrumbs(["Adatum Corp", "Office move"]);
    expect(await screen.findByText("Office move")).toBeTruthy();
    expect(await crumbTexts()).toEqual(["Dashboard", "Customers", "Adatum Corp", "Office move"]);
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/");
    expect(document.title).toBe("Office move | Quote-to-Cash");
  });
});
