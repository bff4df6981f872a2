import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ProjectRoomHandlers } from "../../app/realtime/use-project-room.ts";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { page } from "../accounts/test-data.ts";
import { CUSTOMER_USER, comment, event, MSP_ADMIN } from "../quotes/test-data.ts";
import { ActivityPanel } from "./activity-panel.tsx";

// The socket is replaced by the room hook's handlers, which the tests call as the server would.
const room = vi.hoisted(() => ({
  calls: [] as { projectId: string | undefined; handlers: ProjectRoomHandlers }[],
}));
vi.mock("../../app/realtime/use-project-room.ts", () => ({
  useProjectRoom: (projectId: string | undefined, handlers: ProjectRoomHandlers) => {
    room.calls.push({ projectId, handlers });
  },
}));

const P = "0190a000-0000-7000-8000-000000000f01";
const moved = event({ projectId: P, createdAt: "2026-03-02T10:00:00.000Z" });
const commented = event({
  projectId: P,
  type: "comment_added",
  data: {},
  createdAt: "2026-03-02T11:00:00.000Z",
});
const mine = comment({
  projectId: P,
  body: "Customer wants Wi-Fi 7 here.",
  createdAt: "2026-03-02T11:00:00.000Z",
});
const theirs = comment({
  projectId: P,
  authorUserId: "someone-else",
  authorName: "Sam Sales",
  body: "Agreed.",
  createdAt: "2026-03-02T12:00:00.000Z",
  likeCount: 2,
  likedByMe: true,
});

function open(comments = [mine, theirs]) {
  let answer = comments;
  const mock = mockFetch({
    [`GET /api/v1/projects/${P}/events`]: () => json(200, page([commented, moved])),
    [`GET /api/v1/projects/${P}/comments`]: () => json(200, page(answer)),
    [`POST /api/v1/projects/${P}/comments`]: () => json(201, comment()),
    [`PUT /api/v1/projects/${P}/comments/${mine.id}`]: () => json(200, { ...mine, body: "Wi-Fi 7 please." }),
    [`DELETE /api/v1/projects/${P}/comments/${mine.id}`]: () => json(200, { id: mine.id }),
    [`POST /api/v1/projects/${P}/likes`]: () => json(201, {}),
    [`DELETE /api/v1/projects/${P}/likes/${theirs.id}`]: () => json(200, {}),
  });
  renderAt(<ActivityPanel projectId={P} />, `/projects/${P}/edit`);
  return { ...mock, setComments: (next: typeof comments) => (answer = next) };
}

const feed = () => screen.findByRole("list", { name: "Activity of the quote" });
const writes = (calls: ReturnType<typeof mockFetch>["calls"]) => calls.filter((c) => c.method !== "GET");

describe("ActivityPanel", () => {
  beforeEach(() => {
    signIn(MSP_ADMIN);
    room.calls = [];
  });

  it("merges events and comments newest first, worded, without the comments' own events", async () => {
    open();
    const items = within(await feed()).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining("Agreed."),
      expect.stringContaining("Customer wants Wi-Fi 7 here."),
      expect.stringContaining("Sam Sales moved the quote to Review"),
    ]);
  });

  it("joins the quote's room and refetches when another session posts a comment", async () => {
    const { calls, setComments } = open([mine]);
    await feed();
    expect(room.calls.at(-1)?.projectId).toBe(P);
    const before = calls.filter((c) => c.path.startsWith(`/api/v1/projects/${P}/comments`)).length;
    setComments([mine, comment({ projectId: P, authorName: "Sam Sales", body: "From the other session" })]);
    room.calls.at(-1)?.handlers.onActivity?.({ projectId: P, kind: "comment" });
    expect(await screen.findByText("From the other session")).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith(`/api/v1/projects/${P}/comments`)).length).toBe(before + 1);
  });

  it("posts a comment, and asks for text or a file first", async () => {
    const { calls } = open();
    await feed();
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByText("Write a comment or attach a file.")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Comment" }), {
      target: { value: " Site visit on Monday " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      path: `/api/v1/projects/${P}/comments`,
      body: { body: "Site visit on Monday" },
    });
  });

  it("uploads files as multipart and shows why the server refused them", async () => {
    const { fetchMock } = open();
    await feed();
    fetchMock.mockImplementationOnce(async () =>
      json(400, {
        message: "Bad input",
        code: "bad_request",
        fields: { file: "This kind of file is not accepted." },
      }),
    );
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(["MZ"], "setup.exe", { type: "application/octet-stream" });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText("setup.exe")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("This kind of file is not accepted.")).toBeTruthy();
    const init = fetchMock.mock.calls.at(-1)?.[1] as RequestInit;
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).getAll("file")).toHaveLength(1);
    // What was typed and attached stays for another try.
    expect(screen.getByText("setup.exe")).toBeTruthy();
  });

  it("lets the author edit and delete their own comment, not someone else's", async () => {
    const { calls } = open();
    await feed();
    expect(screen.queryByRole("button", { name: "Edit Sam Sales's comment" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Edit Ada Admin's comment" }));
    fireEvent.change(screen.getByDisplayValue("Customer wants Wi-Fi 7 here."), {
      target: { value: "Wi-Fi 7 please." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({ version: 1, body: "Wi-Fi 7 please." });

    fireEvent.click(screen.getByRole("button", { name: "Delete Ada Admin's comment" }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(writes(calls).at(-1)?.method).toBe("DELETE"));
    expect(writes(calls).at(-1)?.path).toBe(`/api/v1/projects/${P}/comments/${mine.id}`);
  });

  it("likes an event and unlikes a liked comment", async () => {
    const { calls } = open();
    await feed();
    fireEvent.click(screen.getByRole("button", { name: /^Like Sam Sales moved the quote to Review/ }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({ targetId: moved.id });
    const unlike = screen.getByRole("button", { name: "Unlike Sam Sales's comment: 2 likes" });
    expect(unlike.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(unlike);
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]?.method).toBe("DELETE");
  });

  it("lets the MSP choose who reads a comment, internal unless it says customer, and shows which is which", async () => {
    const { calls } = open([mine, { ...theirs, visibility: "customer" }]);
    await feed();
    expect(screen.getByText("Internal", { selector: ".mantine-Badge-label" })).toBeTruthy();
    expect(screen.getByText("Visible to the customer")).toBeTruthy();
    const post = async (text: string) => {
      fireEvent.change(screen.getByRole("textbox", { name: "Comment" }), { target: { value: text } });
      fireEvent.click(screen.getByRole("button", { name: "Post" }));
    };
    expect((screen.getByRole("radio", { name: "Internal" }) as HTMLInputElement).checked).toBe(true);
    await post("Margin is thin");
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({ body: "Margin is thin", visibility: "internal" });
    fireEvent.click(screen.getByRole("radio", { name: "Customer" }));
    expect(screen.getByText("The customer and the partners on the quote see it too.")).toBeTruthy();
    await post("Survey on Monday");
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]?.body).toEqual({ body: "Survey on Monday", visibility: "customer" });
    // The next comment starts internal again.
    await waitFor(() =>
      expect((screen.getByRole("radio", { name: "Internal" }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it("gives the customer no choice and no badges: everything it reads is for the customer", async () => {
    signIn(CUSTOMER_USER);
    const { calls } = open([{ ...theirs, visibility: "customer" }]);
    await feed();
    expect(screen.queryByRole("radio", { name: "Internal" })).toBeNull();
    expect(screen.queryByText("Visible to the customer")).toBeNull();
    fireEvent.change(screen.getByRole("textbox", { name: "Comment" }), { target: { value: "Monday works" } });
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({ body: "Monday works" });
  });
});
