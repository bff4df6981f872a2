import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { MSP, MSP_ADMIN } from "../accounts/test-data.ts";
import TemplatesPage from "./templates-page.tsx";
import { platformTemplate, summary, template } from "./test-data.ts";

const ours = template({ title: "Northwind proposal", isDefault: true });
ours.imagePreviewPath = `/api/v1/templates/${ours.id}/thumbnail?v=file-1`;
const standard = platformTemplate({
  title: "Standard agreement",
  type: "agreement",
  templateType: "dynamic",
});

function open(handlers: Record<string, (call: RecordedCall) => Response | Promise<Response>>) {
  const mock = mockFetch(handlers);
  const view = renderRoutes(
    [
      { path: "/templates", element: <TemplatesPage /> },
      { path: "/templates/:templateId/edit", element: <p>editor</p> },
      { path: "/templates/add", element: <p>add page</p> },
    ],
    "/templates",
  );
  return { ...mock, ...view };
}

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith("/api/v1/templates") && !c.path.includes("/thumbnail"));

describe("/templates", () => {
  it("shows a placeholder while loading, then each template with its thumbnail, types and whose it is", async () => {
    signIn(MSP_ADMIN);
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: () => "blob:thumb", revokeObjectURL: () => {} });
    let answer: (r: Response) => void = () => {};
    const { calls } = open({
      "GET /api/v1/templates": () => new Promise<Response>((r) => (answer = r)),
      [`GET /api/v1/templates/${ours.id}/thumbnail`]: () =>
        new Response(new Uint8Array([137, 80, 78, 71]), { headers: { "Content-Type": "image/png" } }),
    });
    const loading = await screen.findByRole("status", { name: "Loading the templates" });
    expect(loading.getAttribute("aria-busy")).toBe("true");
    answer(json(200, { data: [summary(ours), summary(standard)], hasMore: false }));
    const table = await screen.findByRole("table", { name: "Document templates" });
    const [, first, second] = within(table).getAllByRole("row");
    // The thumbnail's bytes come with the bearer token (an <img> alone would not send it).
    const thumb = await within(first as HTMLElement).findByRole("img", {
      name: "Thumbnail of Northwind proposal",
    });
    expect(thumb.getAttribute("src")).toBe("blob:thumb");
    const fetched = calls.find((c) => c.path === `/api/v1/templates/${ours.id}/thumbnail?v=file-1`);
    expect(fetched?.headers.get("authorization")).toMatch(/^Bearer /);
    expect(within(second as HTMLElement).getByText("—")).toBeTruthy();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    expect(within(first as HTMLElement).getByText("Default")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("Ours")).toBeTruthy();
    expect(within(second as HTMLElement).getByText("Agreement")).toBeTruthy();
    expect(within(second as HTMLElement).getByText("Dynamic (sections)")).toBeTruthy();
    expect(within(second as HTMLElement).getByText("Platform")).toBeTruthy();
    // Our own template: edit and delete; the platform's: view and duplicate only.
    expect(screen.getByRole("link", { name: "Edit Northwind proposal" }).getAttribute("href")).toBe(
      `/templates/${ours.id}/edit`,
    );
    expect(screen.getByRole("link", { name: "View Standard agreement" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete Standard agreement" })).toBeNull();
    expect(screen.getByRole("link", { name: "Add template" }).getAttribute("href")).toBe("/templates/add");
  }, 30_000);

  it("filters by document type through the list's query", async () => {
    signIn(MSP_ADMIN);
    const { calls } = open({
      "GET /api/v1/templates": (call) =>
        json(200, {
          data: call.path.includes("documentType=agreement") ? [summary(standard)] : [summary(ours)],
          hasMore: false,
        }),
    });
    await screen.findByText("Northwind proposal");
    fireEvent.click(screen.getByRole("combobox", { name: "Document type" }));
    fireEvent.click(await screen.findByRole("option", { name: "Agreement" }));
    expect(await screen.findByText("Standard agreement")).toBeTruthy();
    expect(screen.queryByText("Northwind proposal")).toBeNull();
    expect(listCalls(calls).at(-1)?.path).toBe(
      "/api/v1/templates?documentType=agreement&ownership=all&limit=50",
    );
  }, 30_000);

  it("says when there are no templates yet, and offers Add", async () => {
    signIn(MSP_ADMIN);
    open({ "GET /api/v1/templates": () => json(200, { data: [], hasMore: false }) });
    expect(await screen.findByText("No templates yet")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Add template" })).toHaveLength(2);
  }, 30_000);

  it("shows a list that could not be loaded, and loads it again on Try again", async () => {
    signIn(MSP_ADMIN);
    let fail = true;
    open({
      "GET /api/v1/templates": () =>
        fail
          ? json(500, { code: "internal", message: "Boom" })
          : json(200, { data: [summary(ours)], hasMore: false }),
    });
    expect(await screen.findByText("Not loaded")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Northwind proposal")).toBeTruthy();
  }, 30_000);

  it("duplicates the platform's template into our own and opens the copy", async () => {
    signIn(MSP_ADMIN);
    const copy = template({ title: "Standard agreement (copy)", type: "agreement" });
    const { router, calls } = open({
      "GET /api/v1/templates": () => json(200, { data: [summary(standard)], hasMore: false }),
      [`POST /api/v1/templates/${standard.id}/duplicate`]: () => json(201, copy),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Duplicate Standard agreement" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/templates/${copy.id}/edit`));
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/duplicate"))).toBe(true);
    expect(await screen.findByText("Template duplicated successfully.")).toBeTruthy();
  }, 30_000);

  it("deletes our own template only after the confirmation", async () => {
    signIn(MSP_ADMIN);
    const { calls } = open({
      "GET /api/v1/templates": () => json(200, { data: [summary(ours)], hasMore: false }),
      [`DELETE /api/v1/templates/${ours.id}`]: () => json(200, { id: ours.id }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Northwind proposal" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure you want to delete this item?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Delete Northwind proposal" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Template deleted successfully.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  }, 30_000);

  it("lets a role that may not write templates only view them", async () => {
    signIn(
      fakeUser({ accountId: MSP, mspAccountId: MSP, role: "sales", userRole: "sales", roles: ["sales"] }),
    );
    open({ "GET /api/v1/templates": () => json(200, { data: [summary(ours)], hasMore: false }) });
    expect(await screen.findByRole("link", { name: "View Northwind proposal" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Delete|^Duplicate/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Add template" })).toBeNull();
  }, 30_000);
});
