import { describe, expect, it } from "vitest";
import { apiCall, apiLogin } from "./fixtures/api-client.ts";
import { useJourney } from "./fixtures/journey.ts";
import { type CaughtMail, startMailCatcher } from "./fixtures/mail-catcher.ts";
import { LoginPage } from "./pages/login-page.ts";

const catcher = await startMailCatcher();
const j = useJourney({ SMTP_URL: catcher.url });

async function waitForMail(to: string): Promise<CaughtMail> {
  for (let i = 0; i < 100; i++) {
    const mail = catcher.mails.find((m) => m.to.includes(to));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

describe("inviting a member", () => {
  it("mails an invitation; the invitee registers, the inviter sees it live, and the new member signs in", async () => {
    // The administrator is signed in and watching.
    const adminPage = await j.page();
    const adminLogin = new LoginPage(adminPage);
    await adminLogin.signInToDashboard("admin@msp.demo", j.server.demoPassword);

    const { accessToken } = await apiLogin(j.server.url, "admin@msp.demo", j.server.demoPassword);
    await apiCall(j.server.url, "POST", "/users/bulk-invite", {
      token: accessToken,
      body: {
        users: [{ email: "grace@newhire.demo", role: "sales", firstName: "Grace", lastName: "Hopper" }],
      },
    });
    const mail = await waitForMail("grace@newhire.demo");
    const link = mail.text.match(/https?:\/\/\S+\/register\/\S+/)?.[0];
    expect(link).toBeDefined();

    const page = await j.page();
    await page.goto(link!);
    await page.waitForURL(/\/register\?token=/);
    await page.getByRole("textbox", { name: /^Password/ }).fill("Grace-Pass-2026!");
    await page.getByRole("textbox", { name: /^Confirm password/ }).fill("Grace-Pass-2026!");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    await expect(
      adminPage
        .getByText(/Grace Hopper joined Northwind IT/)
        .first()
        .waitFor({ timeout: 10_000 }),
    ).resolves.toBeUndefined();

    const again = await j.page();
    const login = new LoginPage(again);
    await login.signInToDashboard("grace@newhire.demo", "Grace-Pass-2026!");
  });
});

// The catcher outlives the server of this file; vitest ends the process after the file.
process.once("beforeExit", () => void catcher.close());
