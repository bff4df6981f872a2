import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import CompanyPage from "./company-page.tsx";
import { account, detail, OWNER, PLATFORM, queryOf } from "./test-data.ts";

const platform = detail(
  account({ id: PLATFORM, accountName: "Platform", kind: "platformOwner", version: 7 }),
  {
    companyDetails: { legalName: "Platform Inc" },
  },
);

describe("/company", () => {
  it("edits the platform account's own company info with the version read", async () => {
    signIn(OWNER);
    const { calls } = mockFetch({
      [`GET /api/v1/accounts/${PLATFORM}`]: () => json(200, platform),
      "GET /api/v1/accounts": () => json(200, { data: [], hasMore: false }),
      [`PUT /api/v1/accounts/${PLATFORM}`]: ({ body }) =>
        json(200, { ...platform, ...(body as object), version: 8 }),
    });
    renderAt(<CompanyPage />, "/company");
    expect(await screen.findByRole("heading", { name: "Company platform settings" })).toBeTruthy();
    const name = await screen.findByLabelText(/^Account name/);
    expect((name as HTMLInputElement).value).toBe("Platform");
    expect(queryOf(calls[0]?.path ?? "")).toEqual({ getSettings: "true" });
    fireEvent.change(name, { target: { value: "Q2C Platform" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Company information updated successfully.")).toBeTruthy();
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toMatchObject({ version: 7, accountName: "Q2C Platform" });
  });
});
