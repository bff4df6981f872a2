import type { Page } from "playwright-core";

/** The sign-in page and its MFA step. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(to?: string) {
    await this.page.goto(to ? `/login?to=${encodeURIComponent(to)}` : "/login");
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel("Email").fill(email);
    await this.page.locator("input[type=password]").first().fill(password);
    await this.page.getByRole("button", { name: "Sign in", exact: true }).click();
  }

  /** Opens the login page, signs in and waits for the dashboard. */
  async signInToDashboard(email: string, password: string) {
    await this.open();
    await this.signIn(email, password);
    await this.page.waitForURL((url) => url.pathname === "/");
  }

  async enterCode(code: string) {
    await this.page.getByLabel("Verification code").fill(code);
    await this.page.getByRole("button", { name: "Verify" }).click();
  }

  alert() {
    return this.page.getByRole("alert");
  }
}
