import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { account, MSP, OWNER } from "../accounts/test-data.ts";
import MspTemplatePage from "./msp-template-page.tsx";
import { template } from "./test-data.ts";

const northwind = account({ id: MSP, accountName: "Northwind IT" });

function open(path: string, handlers: Record<string, (call: RecordedCall) => Response>) {
  const mock = mockFetch({ [`GET /api/v1/accounts/${MSP}`]: () => json(200, northwind), ...handlers });
  const view = renderRoutes(
    [
      { path: "/msp/:accountId/template-add", element: <MspTemplatePage /> },
      { path: "/msp/:accountId/template/:id/:type", element: <MspTemplatePage /> },
    ],
    path,
  );
  return { ...mock, ...view };
}

describe("a provider's template, as the platform owner", () => {
  it("makes a custom template for the provider, naming its account", async () => {
    signIn(OWNER);
    const created = template({ accountId: MSP, templateType: "custom", title: "Northwind order form" });
    const { calls, router } = open(`/msp/${MSP}/template-add`, {
      "POST /api/v1/templates": () => json(201, created),
      [`GET /api/v1/templates/${created.id}`]: () => json(200, created),
    });
    await screen.findByRole("heading", { name: "Add Template" });
    expect((screen.getByRole("combobox", { name: "Template type" }) as HTMLInputElement).value).toBe(
      "Custom",
    );
    fireEvent.change(screen.getByRole("textbox", { name: /^Title/ }), {
      target: { value: "Northwind order form" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/msp/${MSP}/template/${created.id}/proposal`),
    );
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      accountId: MSP,
      templateType: "custom",
      title: "Northwind order form",
    });
  }, 30_000);

  it("refuses a template of another account at this provider's address", async () => {
    signIn(OWNER);
    const elsewhere = template({ accountId: "0190a000-0000-7000-8000-000000000777" });
    open(`/msp/${MSP}/template/${elsewhere.id}/proposal`, {
      [`GET /api/v1/templates/${elsewhere.id}`]: () => json(200, elsewhere),
    });
    expect(await screen.findByText("This template belongs to another account.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  }, 30_000);
});
