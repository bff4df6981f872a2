import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import CertificationsPage from "./certifications-page.tsx";
import { ACCOUNT_ID, account } from "./test-account.ts";

const iso = {
  id: "0190a000-0000-7000-8000-0000000000c1",
  accountId: ACCOUNT_ID,
  name: "ISO 27001",
  issuer: "BSI",
  validUntil: "2020-05-01",
  createdAt: "2026-01-01T00:00:00.000Z",
};

function api(list: unknown[]) {
  return mockFetch({
    [`GET /api/v1/accounts/${ACCOUNT_ID}`]: () => json(200, account()),
    [`GET /api/v1/accounts/${ACCOUNT_ID}/certifications`]: () => json(200, { data: list }),
    [`POST /api/v1/accounts/${ACCOUNT_ID}/certifications`]: (call) =>
      json(201, { ...iso, id: "new", ...(call.body as object) }),
    [`DELETE /api/v1/accounts/${ACCOUNT_ID}/certifications/${iso.id}`]: () => json(200, { id: iso.id }),
  });
}

describe("certifications", () => {
  it("lists certifications and marks expired ones", async () => {
    signIn();
    api([iso]);
    renderAt(<CertificationsPage />, "/settings/company/certifications");
    expect(await screen.findByText("ISO 27001")).toBeTruthy();
    expect(screen.getByText("BSI")).toBeTruthy();
    expect(screen.getByText("May 1, 2020")).toBeTruthy();
    expect(screen.getByText("Expired")).toBeTruthy();
  });

  it("adds a certification after checking the name", async () => {
    signIn();
    const { calls } = api([]);
    renderAt(<CertificationsPage />, "/settings/company/certifications");
    expect(await screen.findByText("No certifications yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add certification" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Microsoft Solutions Partner" } });
    fireEvent.change(screen.getByLabelText("Valid until"), { target: { value: "2027-12-31" } });
    fireEvent.click(screen.getByRole("button", { name: "Add certification" }));
    expect(await screen.findByText("Certification added successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Microsoft Solutions Partner",
      validUntil: "2027-12-31",
    });
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith("/certifications"))).toHaveLength(3));
  });

  it("deletes a certification after confirmation", async () => {
    signIn();
    const { calls } = api([iso]);
    renderAt(<CertificationsPage />, "/settings/company/certifications");
    fireEvent.click(await screen.findByRole("button", { name: "Delete ISO 27001" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure you want to delete this item?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Certification deleted successfully.")).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE")).toBe(true);
  });

  it("hides adding and deleting from sales and finance", async () => {
    signIn(fakeUser({ role: "sales", userRole: "sales", roles: ["sales"] }));
    api([iso]);
    renderAt(<CertificationsPage />, "/settings/company/certifications");
    expect(await screen.findByText("ISO 27001")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add certification" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete ISO 27001" })).toBeNull();
  });
});
