import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { apiCall, apiLogin } from "./fixtures/api-client.ts";
import { useJourney } from "./fixtures/journey.ts";
import { LoginPage } from "./pages/login-page.ts";

const j = useJourney();

/** Turns MFA on for a demo user through the API, as the profile page would. */
async function enableMfa(email: string): Promise<string> {
  const { accessToken, user } = await apiLogin(j.server.url, email, j.server.demoPassword);
  const { secret } = await apiCall<{ secret: string }>(j.server.url, "POST", `/users/${user.id}/enable-mfa`, {
    token: accessToken,
  });
  await apiCall(j.server.url, "POST", `/users/${user.id}/check-mfa`, {
    token: accessToken,
    body: { mfa: await generate({ secret }) },
  });
  return secret;
}

describe("signing in", () => {
  it("signs in with password and an authenticator code, then lands where it was going", async () => {
    const secret = await enableMfa("engineer@msp.demo");
    const page = await j.page();
    const login = new LoginPage(page);
    await page.goto("/user/profile");
    await page.waitForURL(/\/login\?to=/);
    await login.signIn("engineer@msp.demo", j.server.demoPassword);

    await login.enterCode("000000");
    await expect(login.alert().textContent()).resolves.toContain("Wrong Authentication Code");

    // The code of the next time step: the one just used to turn MFA on may not be replayed.
    await login.enterCode(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.waitForURL(/\/user\/profile$/);
    await page
      .getByRole("heading", { name: /profile/i })
      .first()
      .waitFor();
  });

  it("refuses a wrong password with the spec's message", async () => {
    const page = await j.page();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn("owner@msp.demo", "Wrong-Pass-1!");
    await page.getByText("Wrong Email or Password").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
  });
});
