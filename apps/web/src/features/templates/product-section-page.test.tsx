import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { MSP, MSP_ADMIN } from "../accounts/test-data.ts";
import { product } from "../catalogue/test-data.ts";
import ProductSectionPage from "./product-section-page.tsx";
import { conflictBody, productSection, template } from "./test-data.ts";

const item = product({ name: "Meraki MR46" });
const proposal = template({ title: "Northwind proposal" });
const PATH = `/msp/${MSP}/product-service/${item.id}/template/${proposal.id}/document/proposal/replace`;
const SECTION = `/api/v1/products/${item.id}/document-sections/proposal`;

function open(path: string, handlers: Record<string, (call: RecordedCall) => Response>) {
  const mock = mockFetch({
    [`GET /api/v1/products/${item.id}`]: () => json(200, item),
    [`GET /api/v1/templates/${proposal.id}`]: () => json(200, proposal),
    ...handlers,
  });
  const view = renderRoutes(
    [
      {
        path: "/msp/:accountId/product-service/:productServiceId/template/:templateId/document/:documentType/replace",
        element: <ProductSectionPage />,
      },
      { path: "/product-category/x/product/:id", element: <p>item page</p> },
    ],
    path,
  );
  return { ...mock, ...view };
}

describe("a catalogue item's own document text", () => {
  it("starts empty when the item has no text (null), and creates it with version 0 for the template", async () => {
    signIn(MSP_ADMIN);
    const saved = productSection({ productId: item.id, templateId: proposal.id, title: "Scope", version: 1 });
    const { calls } = open(PATH, {
      [`GET ${SECTION}`]: () => json(200, null),
      [`PUT ${SECTION}`]: () => json(200, saved),
    });
    expect(await screen.findByRole("heading", { name: "Document text: Meraki MR46" })).toBeTruthy();
    expect(
      screen.getByText("The item has no text of its own for this document yet. Write one below."),
    ).toBeTruthy();
    expect(screen.getByText(/documents made from the template “Northwind proposal”/)).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Heading" }), { target: { value: "Scope" } });
    const body = screen.getByRole("textbox", { name: "Text" });
    fireEvent.click(
      within(body.closest(".mantine-InputWrapper-root") as HTMLElement).getByRole("button", {
        name: "Insert merge field",
      }),
    );
    fireEvent.click(await screen.findByRole("menuitem", { name: /Quote number/ }));
    await waitFor(() => expect(body.textContent).toContain("{{quoteNumber}}"));
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Document text created successfully.")).toBeTruthy();
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.path).toBe(`${SECTION}?templateId=${proposal.id}`);
    expect(put?.body).toEqual({
      version: 0,
      templateId: proposal.id,
      title: "Scope",
      sectionType: "scopeOfServices",
      html: "<p>{{quoteNumber}}</p>",
    });
    expect(calls.find((c) => c.method === "GET" && c.path.startsWith(SECTION))?.path).toBe(
      `${SECTION}?templateId=${proposal.id}`,
    );
  }, 30_000);

  it("saves an existing text with its version (409 says so) and removes it after the confirmation", async () => {
    signIn(MSP_ADMIN);
    const existing = productSection({ productId: item.id, templateId: proposal.id, version: 3 });
    const { calls } = open(PATH, {
      [`GET ${SECTION}`]: () => json(200, existing),
      [`PUT ${SECTION}`]: () => json(409, conflictBody(4)),
      [`DELETE ${SECTION}`]: () => json(200, { id: existing.id }),
    });
    fireEvent.change(await screen.findByRole("textbox", { name: "Heading" }), {
      target: { value: "Scope of work" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("This item was changed by someone else. Reload it and try again."),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ version: 3, title: "Scope of work" });

    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Document text deleted successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "DELETE")?.path).toBe(`${SECTION}?templateId=${proposal.id}`);
  }, 30_000);

  it("starts from the platform's text the documents print, and saves the item's own with version 0", async () => {
    signIn(MSP_ADMIN);
    const platformText = productSection({
      productId: item.id,
      templateId: proposal.id,
      title: "Platform scope",
      editable: false,
      version: 7,
    });
    const { calls } = open(PATH, {
      [`GET ${SECTION}`]: () => json(200, platformText),
      [`PUT ${SECTION}`]: () => json(200, { ...platformText, editable: true, version: 1 }),
    });
    expect(await screen.findByText(/Documents print the platform's text below for now/)).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Heading" }) as HTMLInputElement).value).toBe(
      "Platform scope",
    );
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    fireEvent.change(screen.getByRole("textbox", { name: "Heading" }), { target: { value: "Our scope" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Document text created successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ version: 0, title: "Our scope" });
  }, 30_000);

  it("serves the caller's own account only, asking nothing of the API for another", async () => {
    signIn(MSP_ADMIN);
    const other = "0190a000-0000-7000-8000-000000000999";
    const { calls } = open(PATH.replace(MSP, other), {});
    expect(
      await screen.findByText("This page edits your own company's texts; open it from your own catalogue."),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  }, 30_000);
});
