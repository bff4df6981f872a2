import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { mail, OWNER, page, queryOf } from "../accounts/test-data.ts";
import MailOutboxPage from "./mail-outbox-page.tsx";

const invite = mail({ subject: "You are invited", to: "nia@example.com" });
const failed = mail({
  subject: "Reset your password",
  to: "omar@example.com",
  transport: "smtp",
  error: "connect ECONNREFUSED",
});
const older = mail({ subject: "Older mail" });

describe("/notifications (mail outbox)", () => {
  it("lists mail with recipient, subject, transport and error, and pages to older mail", async () => {
    signIn(OWNER);
    const { calls } = mockFetch({
      "GET /api/v1/mail-outbox": ({ path }) =>
        json(200, queryOf(path).startingAfter ? page([older]) : page([invite, failed], true)),
    });
    renderAt(<MailOutboxPage />, "/notifications");
    const table = await screen.findByRole("table", { name: "Mail outbox" });
    const row = within(table).getByText("Reset your password").closest("tr") as HTMLElement;
    expect(within(row).getByText("smtp")).toBeTruthy();
    expect(within(row).getByText("connect ECONNREFUSED")).toBeTruthy();
    expect(within(table).getByText("nia@example.com")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Older mail")).toBeTruthy();
    expect(queryOf(calls.at(-1)?.path ?? "")).toEqual({ startingAfter: failed.id });
  });

  it("opens a mail's text in a drawer", async () => {
    signIn(OWNER);
    mockFetch({ "GET /api/v1/mail-outbox": () => json(200, page([invite])) });
    renderAt(<MailOutboxPage />, "/notifications");
    fireEvent.click(await screen.findByRole("button", { name: "You are invited" }));
    const drawer = await screen.findByRole("dialog");
    expect(within(drawer).getByText(/Open http:\/\/localhost\/register\/abc/)).toBeTruthy();
    expect(within(drawer).getByText("outbox")).toBeTruthy();
  });

  it("says so when no mail has been sent", async () => {
    signIn(OWNER);
    mockFetch({ "GET /api/v1/mail-outbox": () => json(200, page([])) });
    renderAt(<MailOutboxPage />, "/notifications");
    expect(await screen.findByText("No mail yet")).toBeTruthy();
  });
});
