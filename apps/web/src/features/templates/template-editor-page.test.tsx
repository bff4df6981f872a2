import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { MSP_ADMIN } from "../accounts/test-data.ts";
import TemplateEditorPage from "./template-editor-page.tsx";
import { badRequest, conflictBody, platformTemplate, template } from "./test-data.ts";

type Handlers = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

function open(path: string, handlers: Handlers) {
  const mock = mockFetch(handlers);
  const view = renderRoutes(
    [
      { path: "/templates", element: <p>template list</p> },
      { path: "/templates/add", element: <TemplateEditorPage /> },
      { path: "/templates/:templateId/edit", element: <TemplateEditorPage /> },
    ],
    path,
  );
  return { ...mock, ...view };
}

/** A rich-text field by its label: the writing area and the field around it (toolbar, messages). */
function richText(label: string) {
  const box = screen.getByRole("textbox", { name: label });
  return { box, field: box.closest(".mantine-InputWrapper-root") as HTMLElement };
}

const puts = (calls: RecordedCall[]) => calls.filter((c) => c.method === "PUT");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe("the template editor", () => {
  it("asks for a title, then creates a static template with a merge field from the menu", async () => {
    signIn(MSP_ADMIN);
    const created = template({ title: "Managed Wi-Fi proposal" });
    const { calls, router } = open("/templates/add", {
      "POST /api/v1/templates": () => json(201, created),
      [`GET /api/v1/templates/${created.id}`]: () => json(200, created),
    });
    await screen.findByRole("heading", { name: "Add Template" });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("At least one character should be added for a Template !")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(screen.getByRole("textbox", { name: /^Title/ }), {
      target: { value: "Managed Wi-Fi proposal" },
    });
    const body = richText("Body");
    fireEvent.click(within(body.field).getByRole("button", { name: "Insert merge field" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: /Deal name/ }));
    await waitFor(() => expect(body.box.textContent).toContain("{{dealName}}"));
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/templates/${created.id}/edit`));
    const sent = calls.find((c) => c.method === "POST")?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ templateType: "static", type: "proposal", title: "Managed Wi-Fi proposal" });
    expect(sent.html).toBe("<p>{{dealName}}</p>");
    expect(sent).not.toHaveProperty("sectionTypes");
  }, 30_000);

  it("says when someone else saved first (409) and reloads their version", async () => {
    signIn(MSP_ADMIN);
    const ours = template({ title: "Northwind proposal", version: 4 });
    let current = ours;
    const { calls } = open(`/templates/${ours.id}/edit`, {
      [`GET /api/v1/templates/${ours.id}`]: () => json(200, current),
      [`PUT /api/v1/templates/${ours.id}`]: () => json(409, conflictBody(5)),
    });
    const title = await screen.findByRole("textbox", { name: /^Title/ });
    fireEvent.change(title, { target: { value: "Northwind proposal 2027" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("This item was changed by someone else. Reload it and try again."),
    ).toBeTruthy();
    expect(puts(calls)[0]?.body).toMatchObject({
      version: 4,
      title: "Northwind proposal 2027",
      html: ours.html,
    });
    current = { ...ours, title: "Renamed by a colleague", version: 5 };
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: /^Title/ }) as HTMLInputElement).value).toBe(
        "Renamed by a colleague",
      ),
    );
    expect(screen.queryByText("This item was changed by someone else. Reload it and try again.")).toBeNull();
  }, 30_000);

  it("names an unknown merge field at its field, before sending and from the server", async () => {
    signIn(MSP_ADMIN);
    const ours = template({ html: "<p>Dear {{customerName}}</p>" });
    const { calls } = open(`/templates/${ours.id}/edit`, {
      [`GET /api/v1/templates/${ours.id}`]: () => json(200, ours),
      [`PUT /api/v1/templates/${ours.id}`]: () =>
        json(400, badRequest({ footerHtml: "Unknown merge field {{spFax}}." })),
    });
    const title = await screen.findByRole("textbox", { name: /^Title/ });
    fireEvent.change(title, { target: { value: "Renamed" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const body = richText("Body");
    expect(await within(body.field).findByText("Unknown merge field {{customerName}}.")).toBeTruthy();
    expect(body.box.getAttribute("aria-invalid")).toBe("true");
    expect(puts(calls)).toHaveLength(0);

    // Written with a known field, the text goes; the server's own refusal lands on the footer.
    body.box.innerHTML = "<p>Dear {{customerCompany}}</p>";
    fireEvent.input(body.box);
    await waitFor(() => expect(body.box.textContent).not.toContain("customerName"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const footer = richText("Footer");
    expect(await within(footer.field).findByText("Unknown merge field {{spFax}}.")).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
  }, 30_000);

  it("refuses an SVG with a clear message and inserts a PNG as a data: URL", async () => {
    signIn(MSP_ADMIN);
    const ours = template({ html: "<p>Logo:</p>" });
    const { calls } = open(`/templates/${ours.id}/edit`, {
      [`GET /api/v1/templates/${ours.id}`]: () => json(200, ours),
      [`PUT /api/v1/templates/${ours.id}`]: (call) =>
        json(200, { ...ours, ...(call.body as object), version: 5 }),
    });
    await screen.findByRole("textbox", { name: /^Title/ });
    const body = richText("Body");
    const input = within(body.field).getByTestId("image-file-input");
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'], "logo.png", {
      type: "image/png",
    });
    fireEvent.change(input, { target: { files: [svg] } });
    expect(await within(body.field).findByRole("alert")).toBeTruthy();
    expect(within(body.field).getByText(/“logo.png” is an SVG image/)).toBeTruthy();
    expect(body.box.querySelector("img")).toBeNull();

    fireEvent.change(input, {
      target: { files: [new File([PNG], "northwind-logo.png", { type: "image/png" })] },
    });
    await waitFor(() => expect(body.box.querySelector("img")).not.toBeNull());
    // The editor's DOM changes at once; React renders the cleared message a moment later.
    await waitFor(() => expect(within(body.field).queryByRole("alert")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect((puts(calls)[0]?.body as { html?: string } | undefined)?.html).toMatch(
      /<img src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="northwind-logo">/,
    );
  }, 30_000);

  it("previews the unsaved text in a sandboxed frame of the document's width", async () => {
    signIn(MSP_ADMIN);
    const ours = template({ html: "<p>Dear {{customerCompany}},</p>" });
    const { calls } = open(`/templates/${ours.id}/edit`, {
      [`GET /api/v1/templates/${ours.id}`]: () => json(200, ours),
      "POST /api/v1/templates/preview": () =>
        json(200, { html: "<p>Dear Adatum Corp,</p>", headerHtml: "<p>Northwind IT</p>", footerHtml: "" }),
    });
    await screen.findByRole("textbox", { name: /^Title/ });
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    const frame = (await screen.findByTitle("Preview of the document")) as HTMLIFrameElement;
    expect(frame.getAttribute("sandbox")).toBe("");
    const doc = frame.getAttribute("srcdoc") ?? "";
    expect(doc).toContain("<main><p>Dear Adatum Corp,</p></main>");
    expect(doc).toContain("<header><p>Northwind IT</p></header>");
    expect(doc).toContain("width: 816px");
    expect(calls.find((c) => c.path === "/api/v1/templates/preview")?.body).toEqual({
      headerHtml: "",
      footerHtml: "",
      html: ours.html,
    });
  }, 30_000);

  it("opens the platform's template read-only, with Duplicate to customise", async () => {
    signIn(MSP_ADMIN);
    const standard = platformTemplate();
    const copy = template({ title: "Standard proposal (copy)" });
    const { router } = open(`/templates/${standard.id}/edit`, {
      [`GET /api/v1/templates/${standard.id}`]: () => json(200, standard),
      [`POST /api/v1/templates/${standard.id}/duplicate`]: () => json(201, copy),
      [`GET /api/v1/templates/${copy.id}`]: () => json(200, copy),
    });
    expect(await screen.findByText("Platform template: read-only")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(richText("Body").box.getAttribute("contenteditable")).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: "Duplicate to customise" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/templates/${copy.id}/edit`));
  }, 30_000);

  it("asks before leaving with unsaved changes", async () => {
    signIn(MSP_ADMIN);
    const ours = template();
    const { router } = open(`/templates/${ours.id}/edit`, {
      [`GET /api/v1/templates/${ours.id}`]: () => json(200, ours),
    });
    fireEvent.change(await screen.findByRole("textbox", { name: /^Title/ }), {
      target: { value: "Changed" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Are you sure you want to leave without saving?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe(`/templates/${ours.id}/edit`);
  }, 30_000);
});
