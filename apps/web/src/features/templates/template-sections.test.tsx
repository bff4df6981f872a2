import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { MSP_ADMIN } from "../accounts/test-data.ts";
import TemplateEditorPage from "./template-editor-page.tsx";
import { badRequest, section, template } from "./test-data.ts";

const summary = section({ title: "Our summary", sectionType: "execSummary" });
const acceptance = section({ title: "Sign here", sectionType: "acceptance" });
const scope = section({ title: "Managed scope", sectionType: "scopeOfServices" });
const dynamic = template({
  templateType: "dynamic",
  html: "",
  sectionTypes: [
    { sectionId: summary.id, visibility: "visible" },
    { sectionId: acceptance.id, visibility: "visible" },
  ],
});

function open(path: string, handlers: Record<string, (call: RecordedCall) => Response>) {
  const mock = mockFetch({
    "GET /api/v1/document-sections": () => json(200, { data: [summary, acceptance, scope], hasMore: false }),
    ...handlers,
  });
  renderRoutes(
    [
      { path: "/templates/add", element: <TemplateEditorPage /> },
      { path: "/templates/:templateId/edit", element: <TemplateEditorPage /> },
    ],
    path,
  );
  return mock;
}

const sectionNames = () =>
  within(screen.getByRole("table", { name: "Sections of the template" }))
    .getAllByRole("row")
    .slice(1)
    .map((r) => within(r).getAllByRole("cell")[1]?.textContent);

describe("a dynamic template's sections", () => {
  it("reorders by buttons and Alt+arrows, adds, hides and removes sections, and saves them in order", async () => {
    signIn(MSP_ADMIN);
    const { calls } = open(`/templates/${dynamic.id}/edit`, {
      [`GET /api/v1/templates/${dynamic.id}`]: () => json(200, dynamic),
      [`PUT /api/v1/templates/${dynamic.id}`]: () =>
        json(400, badRequest({ sectionTypes: "The Acceptance section must be printed." })),
    });
    await waitFor(() => expect(sectionNames()).toEqual(["Our summary", "Sign here"]), { timeout: 5000 });
    expect(calls.find((c) => c.path.startsWith("/api/v1/document-sections"))?.path).toContain(
      "type=proposal",
    );

    const down = screen.getByRole("button", { name: "Move Our summary down" });
    down.focus();
    fireEvent.click(down);
    expect(sectionNames()).toEqual(["Sign here", "Our summary"]);
    // From the keyboard: Alt+Up in the moved row takes it back up; focus stays in the row.
    const row = screen.getByRole("button", { name: "Move Our summary up" }).closest("tr") as HTMLElement;
    fireEvent.keyDown(row, { key: "ArrowUp", altKey: true });
    expect(sectionNames()).toEqual(["Our summary", "Sign here"]);

    fireEvent.click(screen.getByRole("combobox", { name: "Section to add" }));
    fireEvent.click(await screen.findByRole("option", { name: "Managed scope (Scope of services)" }));
    fireEvent.click(screen.getByRole("button", { name: "Add section" }));
    expect(sectionNames()).toEqual(["Our summary", "Sign here", "Managed scope"]);
    fireEvent.click(screen.getByRole("switch", { name: "Print Managed scope" }));

    // Without the acceptance section the form refuses, with the server's words, next to the list.
    fireEvent.click(screen.getByRole("button", { name: "Remove Sign here" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("A document holding sections must include the Acceptance section."),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    fireEvent.click(screen.getByRole("combobox", { name: "Section to add" }));
    fireEvent.click(await screen.findByRole("option", { name: "Sign here (Acceptance)" }));
    fireEvent.click(screen.getByRole("button", { name: "Add section" }));
    fireEvent.click(screen.getByRole("switch", { name: "Print Sign here" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    // The server's 400 shows next to the list, which names it as its description.
    const message = await screen.findByText("The Acceptance section must be printed.");
    expect(
      screen.getByRole("table", { name: "Sections of the template" }).getAttribute("aria-describedby"),
    ).toBe(message.id);
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      version: dynamic.version,
      title: dynamic.title,
      headerHtml: "",
      footerHtml: "",
      sectionTypes: [
        { sectionId: summary.id, visibility: "visible" },
        { sectionId: scope.id, visibility: "hidden" },
        { sectionId: acceptance.id, visibility: "hidden" },
      ],
    });
  }, 30_000);

  it("previews a dynamic template from its sections", async () => {
    signIn(MSP_ADMIN);
    const { calls } = open(`/templates/${dynamic.id}/edit`, {
      [`GET /api/v1/templates/${dynamic.id}`]: () => json(200, dynamic),
      "POST /api/v1/templates/preview": () =>
        json(200, { html: "<h1>Summary</h1>", headerHtml: "", footerHtml: "" }),
    });
    await waitFor(() => expect(sectionNames()).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    await screen.findByTitle("Preview of the document");
    expect(calls.find((c) => c.path === "/api/v1/templates/preview")?.body).toEqual({
      headerHtml: "",
      footerHtml: "",
      sectionTypes: dynamic.sectionTypes,
    });
  }, 30_000);
});

describe("tables in the body", () => {
  it("inserts a table and adds and removes its rows and columns", async () => {
    signIn(MSP_ADMIN);
    const ours = template({ html: "<p>Prices</p>" });
    open(`/templates/${ours.id}/edit`, { [`GET /api/v1/templates/${ours.id}`]: () => json(200, ours) });
    const box = await screen.findByRole("textbox", { name: "Body" });
    const field = box.closest(".mantine-InputWrapper-root") as HTMLElement;
    expect((within(field).getByRole("button", { name: "Add row after" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(field).getByRole("button", { name: "Insert table" }));
    fireEvent.click(await screen.findByRole("button", { name: "Insert 3 × 2 table" }));
    await waitFor(() => expect(box.querySelectorAll("tr")).toHaveLength(2));
    expect(box.querySelectorAll("tr:first-child th")).toHaveLength(3);
    fireEvent.click(within(field).getByRole("button", { name: "Add row after" }));
    await waitFor(() => expect(box.querySelectorAll("tr")).toHaveLength(3));
    fireEvent.click(within(field).getByRole("button", { name: "Delete column" }));
    await waitFor(() => expect(box.querySelectorAll("tr:first-child > *")).toHaveLength(2));
    fireEvent.click(within(field).getByRole("button", { name: "Delete row" }));
    await waitFor(() => expect(box.querySelectorAll("tr")).toHaveLength(2));
  }, 30_000);
});
