import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt, renderRoutes } from "../../test/render-app.tsx";
import LinkPartnersPage from "./link-partners-page.tsx";
import MspPage from "./msp-page.tsx";
import MspViewPage from "./msp-view-page.tsx";
import { account, detail, MSP, MSP_ADMIN, OWNER, PLATFORM, page, queryOf, user } from "./test-data.ts";

const northwind = account({ id: MSP });
const fabrikam = account({
  accountName: "Fabrikam Link",
  kind: "linkPartner",
  companyType: "partner",
  isMSP: "no",
  isSpLink: "yes",
});

describe("partner lists", () => {
  it("/msp lists the service providers (type=msp), each linking to its view page", async () => {
    signIn(OWNER);
    const { calls } = mockFetch({ "GET /api/v1/accounts": () => json(200, page([northwind])) });
    renderAt(<MspPage />, "/msp");
    const link = await screen.findByRole("link", { name: "Northwind IT" });
    expect(link.getAttribute("href")).toBe(`/msp/${MSP}/view`);
    expect(queryOf(calls[0]?.path ?? "")).toEqual({ type: "msp" });
  });

  it("/link-partners lists the link partners (type=link) and says when there are none", async () => {
    signIn(OWNER);
    const { calls } = mockFetch({ "GET /api/v1/accounts": () => json(200, page([fabrikam])) });
    renderAt(<LinkPartnersPage />, "/link-partners");
    const link = await screen.findByRole("link", { name: "Fabrikam Link" });
    expect(link.getAttribute("href")).toBe(`/link-partners/${fabrikam.id}/view`);
    expect(queryOf(calls[0]?.path ?? "")).toEqual({ type: "link" });
  });

  it("shows 'Could not load accounts.' when the list fails", async () => {
    signIn(OWNER);
    mockFetch({ "GET /api/v1/accounts": () => json(500, {}) });
    renderAt(<MspPage />, "/msp");
    expect((await screen.findAllByText("Could not load accounts.")).length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("/msp/:accountId/view", () => {
  const serve = () =>
    mockFetch({
      [`GET /api/v1/accounts/${MSP}`]: () =>
        json(
          200,
          detail(northwind, {
            companyDetails: { legalName: "Northwind IT LLC", businessPhone: "+1 555 010 2000" },
            entitlements: { hasContracts: true, hasInvoices: false },
          }),
        ),
      [`GET /api/v1/accounts/${PLATFORM}`]: () =>
        json(200, detail(account({ id: PLATFORM, accountName: "Platform" }))),
      [`GET /api/v1/accounts/${MSP}/users`]: () =>
        json(
          200,
          page([user({ displayName: "Nora Wind", email: "owner@msp.demo", role: "owner", accountId: MSP })]),
        ),
    });

  it("shows the account's info, its users and its entitlements", async () => {
    signIn(OWNER);
    const { calls } = serve();
    renderRoutes([{ path: "/msp/:accountId/view", element: <MspViewPage /> }], `/msp/${MSP}/view`);
    expect(await screen.findByRole("heading", { name: "Northwind IT" })).toBeTruthy();
    expect(screen.getByText("Northwind IT LLC")).toBeTruthy();
    expect(await screen.findByText("Platform")).toBeTruthy();
    const users = await screen.findByRole("table", { name: "Users" });
    expect(within(users).getByText("owner@msp.demo")).toBeTruthy();
    // Screen readers hear the state that the check mark shows.
    expect(screen.getByText("Contracts").textContent).toBe("Contracts: on");
    expect(screen.getByText("Invoices").textContent).toBe("Invoices: off");
    expect(screen.getByRole("button", { name: "Edit entitlements" })).toBeTruthy();
    expect(queryOf(calls.find((c) => c.path.startsWith(`/api/v1/accounts/${MSP}?`))?.path ?? "")).toEqual({
      getSettings: "true",
      getEntitlements: "true",
    });
  });

  it("offers no entitlement editing to the service provider itself", async () => {
    signIn(MSP_ADMIN);
    serve();
    renderRoutes([{ path: "/msp/:accountId/view", element: <MspViewPage /> }], `/msp/${MSP}/view`);
    expect(await screen.findByRole("heading", { name: "Entitlements" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit entitlements" })).toBeNull();
  });
});
