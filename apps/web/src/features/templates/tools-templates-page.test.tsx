import { DOCUMENT_MESSAGES } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { MSP_ADMIN, OWNER, PLATFORM } from "../accounts/test-data.ts";
import { badRequest, platformTemplate, section, summary, template } from "./test-data.ts";
import ToolsTemplatesPage from "./tools-templates-page.tsx";

const summaryText = section({ title: "Our summary", sectionType: "execSummary" });
const terms = section({
  title: "Standard terms",
  sectionType: "termCondition",
  accountId: PLATFORM,
  editable: false,
});
const acceptance = section({ title: "Sign here", sectionType: "acceptance" });

function open(path: string, handlers: Record<string, (call: RecordedCall) => Response>) {
  const mock = mockFetch({
    "GET /api/v1/templates": () =>
      json(200, { data: [summary(template()), summary(platformTemplate())], hasMore: false }),
    "GET /api/v1/document-sections": () =>
      json(200, { data: [acceptance, summaryText, terms], hasMore: false }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: "/tools/templates", element: <ToolsTemplatesPage /> },
      { path: "/tools/templates/section/:id/edit", element: <p>section page</p> },
    ],
    path,
  );
  return { ...mock, ...view };
}

describe("/tools/templates", () => {
  it("shows the document templates, opened on the Tools pages; the platform owner may add custom ones", async () => {
    signIn(OWNER);
    const custom = template({ accountId: PLATFORM, templateType: "custom", title: "Order form" });
    open("/tools/templates", {
      "GET /api/v1/templates": () => json(200, { data: [summary(custom)], hasMore: false }),
    });
    expect((await screen.findByRole("link", { name: "Edit Order form" })).getAttribute("href")).toBe(
      `/tools/templates/custom/${custom.id}`,
    );
    expect(screen.getByText("Platform")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add custom template" }).getAttribute("href")).toBe(
      "/tools/templates/custom-add",
    );
  }, 30_000);

  it("lists the content library by section type, in the documents' order", async () => {
    signIn(MSP_ADMIN);
    open("/tools/templates", {});
    fireEvent.click(await screen.findByRole("tab", { name: "Content library" }));
    const table = await screen.findByRole("table", { name: "Content library" });
    // A group of rows per section type, in the documents' order, each headed by its type.
    const groups = within(table)
      .getAllByRole("rowgroup")
      .slice(1)
      .map((g) =>
        within(g)
          .getAllByRole("row")
          .map((r) => r.textContent?.split("Proposal")[0]),
      );
    expect(groups).toEqual([
      ["Executive summary", "Our summary"],
      ["Terms and conditions", "Standard terms"],
      ["Acceptance", "Sign here"],
    ]);
    expect(screen.getByRole("link", { name: "Edit Our summary" }).getAttribute("href")).toBe(
      `/tools/templates/section/${summaryText.id}/edit`,
    );
    // The platform's section: viewed, not changed.
    expect(screen.getByRole("link", { name: "View Standard terms" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete Standard terms" })).toBeNull();
  }, 30_000);

  it("adds a section in a dialog: a name taken shows at the name, then it opens the new section", async () => {
    signIn(MSP_ADMIN);
    const created = section({ title: "Warranty terms", sectionType: "warranty" });
    let taken = true;
    const { calls, router } = open("/tools/templates?tab=library", {
      "POST /api/v1/document-sections": () =>
        taken ? json(400, badRequest({ title: DOCUMENT_MESSAGES.sectionNameTaken })) : json(201, created),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add section" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(
      await within(dialog).findByText("At least one character should be added for a Section !"),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Name/ }), {
      target: { value: "Our summary" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("A Section with this name already exists!")).toBeTruthy();
    taken = false;
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Name/ }), {
      target: { value: "Warranty terms" },
    });
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Section type" }));
    fireEvent.click(await screen.findByRole("option", { name: "Warranty" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/tools/templates/section/${created.id}/edit`),
    );
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({
      title: "Warranty terms",
      sectionType: "warranty",
      type: "proposal",
      html: "",
    });
  }, 30_000);

  it("deletes a section of ours after the confirmation", async () => {
    signIn(MSP_ADMIN);
    const { calls } = open("/tools/templates?tab=library", {
      [`DELETE /api/v1/document-sections/${summaryText.id}`]: () => json(200, { id: summaryText.id }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Our summary" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure you want to delete this item?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Section deleted successfully.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  }, 30_000);

  it("says when the content library is empty or could not be loaded", async () => {
    signIn(MSP_ADMIN);
    let fail = true;
    open("/tools/templates?tab=library", {
      "GET /api/v1/document-sections": () =>
        fail ? json(500, { code: "internal", message: "Boom" }) : json(200, { data: [], hasMore: false }),
    });
    expect(await screen.findByText("Not loaded")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No sections yet")).toBeTruthy();
  }, 30_000);
});
