import { DOCUMENT_MESSAGES } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { MSP_ADMIN, PLATFORM } from "../accounts/test-data.ts";
import SectionEditorPage from "./section-editor-page.tsx";
import { badRequest, conflictBody, section } from "./test-data.ts";

function open(id: string, handlers: Record<string, (call: RecordedCall) => Response | Promise<Response>>) {
  const mock = mockFetch(handlers);
  const view = renderRoutes(
    [
      { path: "/tools/templates", element: <p>tools</p> },
      { path: "/tools/templates/section/:id/edit", element: <SectionEditorPage /> },
    ],
    `/tools/templates/section/${id}/edit`,
  );
  return { ...mock, ...view };
}

const puts = (calls: RecordedCall[]) => calls.filter((c) => c.method === "PUT");

describe("a content-library section", () => {
  it("shows a placeholder while loading, then saves its name, type and text with its version", async () => {
    signIn(MSP_ADMIN);
    const ours = section({ title: "Our summary", version: 2 });
    let answer: (r: Response) => void = () => {};
    const { calls } = open(ours.id, {
      [`GET /api/v1/document-sections/${ours.id}`]: () => new Promise<Response>((r) => (answer = r)),
      [`PUT /api/v1/document-sections/${ours.id}`]: (call) =>
        json(200, { ...ours, ...(call.body as object), version: 3 }),
    });
    expect(
      (await screen.findByRole("status", { name: "Loading the section" })).getAttribute("aria-busy"),
    ).toBe("true");
    answer(json(200, ours));
    const name = await screen.findByRole("textbox", { name: /^Name/ });
    fireEvent.change(name, { target: { value: "Executive summary" } });
    fireEvent.click(screen.getByRole("combobox", { name: "Section type" }));
    fireEvent.click(await screen.findByRole("option", { name: "Company overview" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Section updated successfully.")).toBeTruthy();
    expect(puts(calls)[0]?.body).toEqual({
      version: 2,
      title: "Executive summary",
      sectionType: "companyOverview",
      html: ours.html,
    });
  }, 30_000);

  it("shows the server's “name already exists” at the name, and a stale save as a conflict", async () => {
    signIn(MSP_ADMIN);
    const ours = section({ title: "Our summary" });
    let answer = 400;
    open(ours.id, {
      [`GET /api/v1/document-sections/${ours.id}`]: () => json(200, ours),
      [`PUT /api/v1/document-sections/${ours.id}`]: () =>
        answer === 400
          ? json(400, badRequest({ title: DOCUMENT_MESSAGES.sectionNameTaken }))
          : json(409, conflictBody(ours.version + 1)),
    });
    const name = await screen.findByRole("textbox", { name: /^Name/ });
    fireEvent.change(name, { target: { value: "Standard terms" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const field = name.closest(".mantine-InputWrapper-root") as HTMLElement;
    expect(await within(field).findByText("A Section with this name already exists!")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");

    answer = 409;
    fireEvent.change(name, { target: { value: "Summary 2" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("This item was changed by someone else. Reload it and try again."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Re-apply my changes" })).toBeTruthy();
  }, 30_000);

  it("asks for a name with the server's words", async () => {
    signIn(MSP_ADMIN);
    const ours = section();
    const { calls } = open(ours.id, { [`GET /api/v1/document-sections/${ours.id}`]: () => json(200, ours) });
    fireEvent.change(await screen.findByRole("textbox", { name: /^Name/ }), { target: { value: "  " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("At least one character should be added for a Section !")).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
  }, 30_000);

  it("opens the platform's section read-only", async () => {
    signIn(MSP_ADMIN);
    const theirs = section({ accountId: PLATFORM, editable: false, title: "Standard terms" });
    open(theirs.id, { [`GET /api/v1/document-sections/${theirs.id}`]: () => json(200, theirs) });
    expect(await screen.findByText("Platform section: read-only")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Text" }).getAttribute("contenteditable")).toBe("false"),
    );
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Insert merge field" })).toBeNull();
  }, 30_000);
});
