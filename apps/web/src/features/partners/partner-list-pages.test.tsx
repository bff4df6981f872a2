import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt, renderRoutes } from "../../test/render-app.tsx";
import { account, detail, OWNER, PLATFORM, page, queryOf } from "../accounts/test-data.ts";
import DistributorsPage from "./distributors-page.tsx";
import IspViewPage from "./isp-view-page.tsx";
import IspsPage from "./isps-page.tsx";
import IsvsPage from "./isvs-page.tsx";
import ManufacturersPage from "./manufacturers-page.tsx";
import { distributorAccount, ispAccount, isvAccount, manufacturerAccount } from "./test-data.ts";

const LISTS = [
  {
    Page: DistributorsPage,
    path: "/distributors",
    type: "distributor",
    title: "Distributors",
    row: distributorAccount(),
  },
  {
    Page: ManufacturersPage,
    path: "/manufacturers",
    type: "manufacturer",
    title: "Manufacturers",
    row: manufacturerAccount(),
  },
  { Page: IspsPage, path: "/isps", type: "isp", title: "Internet Service Providers", row: ispAccount() },
  { Page: IsvsPage, path: "/isvs", type: "isv", title: "Independent Software Vendors", row: isvAccount() },
] as const;

describe("partner list pages", () => {
  for (const { Page, path, type, title, row } of LISTS) {
    it(`${path} lists the ${type} accounts (type=${type}), each opening ${path}/:id`, async () => {
      signIn(OWNER);
      const { calls } = mockFetch({ "GET /api/v1/accounts": () => json(200, page([row])) });
      renderAt(<Page />, path);
      expect(screen.getByRole("heading", { name: title, level: 1 })).toBeTruthy();
      const link = await screen.findByRole("link", { name: row.accountName });
      expect(link.getAttribute("href")).toBe(`${path}/${row.id}`);
      expect(queryOf(calls[0]?.path ?? "")).toEqual({ type });
    });
  }

  it("says how to add a partner when there are none", async () => {
    signIn(OWNER);
    mockFetch({ "GET /api/v1/accounts": () => json(200, page([])) });
    renderAt(<ManufacturersPage />, "/manufacturers");
    expect(await screen.findByText("No manufacturers yet")).toBeTruthy();
    expect(screen.getByText(/Partners are added on the Accounts page/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open Accounts" }).getAttribute("href")).toBe("/accounts");
  });
});

describe("/isps/:id", () => {
  it("shows the provider's info and users, without entitlements", async () => {
    signIn(OWNER);
    const isp = ispAccount();
    mockFetch({
      [`GET /api/v1/accounts/${isp.id}`]: () =>
        json(200, detail(isp, { companyDetails: { legalName: "Woodgrove Fibre Ltd" } })),
      [`GET /api/v1/accounts/${PLATFORM}`]: () =>
        json(200, detail(account({ id: PLATFORM, accountName: "Platform" }))),
      [`GET /api/v1/accounts/${isp.id}/users`]: () => json(200, page([])),
    });
    renderRoutes([{ path: "/isps/:id", element: <IspViewPage /> }], `/isps/${isp.id}`);
    expect(await screen.findByRole("heading", { name: "Woodgrove Fibre" })).toBeTruthy();
    expect(screen.getByText("Internet service provider", { selector: "p" })).toBeTruthy();
    expect(screen.getByText("Woodgrove Fibre Ltd")).toBeTruthy();
    expect(await screen.findByText("No users yet")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Entitlements" })).toBeNull();
  });
});
