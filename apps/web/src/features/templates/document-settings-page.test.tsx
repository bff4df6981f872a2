import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { MSP, MSP_ADMIN } from "../accounts/test-data.ts";
import DocumentSettingsPage from "./document-settings-page.tsx";
import { conflictBody, platformTemplate, settings, summary, template } from "./test-data.ts";

const standard = platformTemplate({ title: "Standard proposal" });
const ours = template({ title: "Northwind proposal" });
const agreement = template({ title: "Northwind agreement", type: "agreement" });

function open(handlers: Record<string, (call: RecordedCall) => Response>) {
  const mock = mockFetch({
    "GET /api/v1/templates": () =>
      json(200, { data: [standard, ours, agreement].map(summary), hasMore: false }),
    ...handlers,
  });
  renderRoutes([{ path: "/settings/documents", element: <DocumentSettingsPage /> }], "/settings/documents");
  return mock;
}

describe("/settings/documents", () => {
  it("names the platform's default where none is chosen and saves a choice with its version", async () => {
    signIn(MSP_ADMIN);
    let current = settings([
      {
        documentType: "proposal",
        templateId: standard.id,
        templateTitle: "Standard proposal",
        chosen: false,
      },
      {
        documentType: "agreement",
        templateId: agreement.id,
        templateTitle: "Northwind agreement",
        chosen: true,
        version: 3,
      },
    ]);
    const { calls } = open({
      "GET /api/v1/document-settings": () => json(200, current),
      "PUT /api/v1/document-settings": () => {
        current = settings([
          {
            documentType: "proposal",
            templateId: ours.id,
            templateTitle: ours.title,
            chosen: true,
            version: 1,
          },
          {
            documentType: "agreement",
            templateId: agreement.id,
            templateTitle: agreement.title,
            chosen: true,
            version: 3,
          },
        ]);
        return json(200, current.items[0]);
      },
    });
    const proposal = await screen.findByRole("combobox", { name: "Proposal template" });
    expect((proposal as HTMLInputElement).value).toBe("");
    expect((proposal as HTMLInputElement).placeholder).toBe("Platform default: Standard proposal");
    expect((screen.getByRole("combobox", { name: "Agreement template" }) as HTMLInputElement).value).toBe(
      "Northwind agreement",
    );
    // No template of the type: the select waits, and says why.
    expect((screen.getByRole("combobox", { name: "Order template" }) as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.click(proposal);
    fireEvent.click(await screen.findByRole("option", { name: "Northwind proposal" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Document settings updated successfully.")).toBeTruthy();
    // The answer (the one setting) is the form's new starting point: nothing left to save.
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      { documentType: "proposal", templateId: ours.id, version: 0 },
    ]);
  }, 30_000);

  it("says when someone else changed the settings first (409) and reloads them", async () => {
    signIn(MSP_ADMIN);
    let reads = 0;
    open({
      "GET /api/v1/document-settings": () => {
        reads += 1;
        return json(200, settings());
      },
      "PUT /api/v1/document-settings": () => json(409, conflictBody(1)),
    });
    fireEvent.click(await screen.findByRole("combobox", { name: "Proposal template" }));
    fireEvent.click(await screen.findByRole("option", { name: "Northwind proposal" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("This item was changed by someone else. Reload it and try again."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() =>
      expect(
        screen.queryByText("This item was changed by someone else. Reload it and try again."),
      ).toBeNull(),
    );
  }, 30_000);

  it("shows the settings that could not be loaded, with Try again", async () => {
    signIn(MSP_ADMIN);
    open({ "GET /api/v1/document-settings": () => json(500, { code: "internal", message: "Boom" }) });
    expect(await screen.findByText("The document settings could not be loaded.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  }, 30_000);

  it("is read-only below the high level", async () => {
    signIn(
      fakeUser({ accountId: MSP, mspAccountId: MSP, role: "sales", userRole: "sales", roles: ["sales"] }),
    );
    open({ "GET /api/v1/document-settings": () => json(200, settings()) });
    expect(await screen.findByText("Only administrators choose the default templates.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  }, 30_000);
});
