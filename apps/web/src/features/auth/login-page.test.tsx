import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getAccessToken, getSessionUser } from "../../api/session-storage.ts";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { fakeUser } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import LoginPage from "./login-page.tsx";

const user = fakeUser();
const tokens = { accessToken: "access-9", refreshToken: "refresh-9", user };
const challenge = { type: "mfa", entityId: user.id, token: "challenge-token" };

function renderLogin() {
  return renderAt(<LoginPage />, "/login?to=%2Fuser%2Fprofile", [
    { path: "/user/profile", element: <p>profile page</p> },
  ]);
}

const typeInto = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function submitCredentials() {
  typeInto(/^Email/, "owner@msp.demo");
  typeInto(/^Password/, "Demo-Pass-2026!");
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("login page", () => {
  it('says "<field> is required" for empty fields and sends nothing', async () => {
    const { calls } = mockFetch({});
    renderLogin();
    fireEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/v1/auth/users")).toHaveLength(0);
  });

  it("shows the catalogue text when the credentials are wrong", async () => {
    mockFetch({
      "POST /api/v1/auth/users": () =>
        json(401, { message: "Wrong Email or Password", code: "wrong_credentials" }),
    });
    renderLogin();
    await screen.findByRole("button", { name: "Sign in" });
    await submitCredentials();
    expect((await screen.findByRole("alert")).textContent).toBe("Wrong Email or Password");
    expect(getAccessToken()).toBeNull();
  });

  it("signs in without MFA and goes to `to`", async () => {
    const { calls } = mockFetch({
      "POST /api/v1/auth/users": () => json(200, tokens),
      [`GET /api/v1/users/${user.id}`]: () => json(200, user),
    });
    const { router } = renderLogin();
    await screen.findByRole("button", { name: "Sign in" });
    await submitCredentials();
    expect(await screen.findByText("profile page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/user/profile");
    expect(calls.find((c) => c.path === "/api/v1/auth/users")?.body).toEqual({
      username: "owner@msp.demo",
      password: "Demo-Pass-2026!",
    });
    expect(calls.some((c) => c.path.startsWith(`/api/v1/users/${user.id}?getTeams=true`))).toBe(true);
    expect(getAccessToken()).toBe("access-9");
  });

  it("completes the MFA step with an e-mailed code", async () => {
    const { calls } = mockFetch({
      "POST /api/v1/auth/users": () => json(200, challenge),
      "POST /api/v1/auth/users/resend-code": () => json(200, { message: "Verification code sent" }),
      "POST /api/v1/auth/users/mfa": ({ body }) =>
        (body as { mfa: string }).mfa === "123456"
          ? json(200, tokens)
          : json(401, { message: "Wrong Authentication Code", code: "wrong_mfa_code" }),
      [`GET /api/v1/users/${user.id}`]: () => json(200, user),
    });
    renderLogin();
    await screen.findByRole("button", { name: "Sign in" });
    await submitCredentials();

    expect(await screen.findByText("Two-step verification")).toBeTruthy();
    // The step's code loads when a sign-in asks for it.
    fireEvent.click(await screen.findByRole("button", { name: "Verify" }, { timeout: 5_000 }));
    expect(await screen.findByText("Code is required")).toBeTruthy();

    fireEvent.click(screen.getByLabelText("E-mail code"));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/v1/auth/users/resend-code")).toBe(true));
    expect(await screen.findByText("Verification code sent.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/v1/auth/users/resend-code")?.body).toEqual({
      userId: user.id,
      token: "challenge-token",
    });

    typeInto(/^Verification code/, "000000");
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Wrong Authentication Code")).toBeTruthy();

    typeInto(/^Verification code/, "123456");
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("profile page")).toBeTruthy();
    const mfaCall = calls.filter((c) => c.path === "/api/v1/auth/users/mfa").at(-1);
    expect(mfaCall?.headers.get("mfa-scheme")).toBe("email");
    expect(mfaCall?.headers.get("Authorization")).toBeNull();
    expect(mfaCall?.body).toEqual({ userId: user.id, mfa: "123456", token: "challenge-token" });
    await waitFor(() => expect(getSessionUser()?.id).toBe(user.id));
  });

  it("shows no provider buttons when none is configured", async () => {
    const off = { configured: false, clientId: null };
    mockFetch({ "GET /api/v1/auth/providers": () => json(200, { google: off, microsoft: off }) });
    renderLogin();
    await screen.findByRole("button", { name: "Sign in" });
    expect(screen.queryByRole("button", { name: /Google|Microsoft/ })).toBeNull();
  });

  it("shows the button of each configured provider only", async () => {
    mockFetch({
      "GET /api/v1/auth/providers": () =>
        json(200, {
          google: { configured: true, clientId: "google-client" },
          microsoft: { configured: false, clientId: null },
        }),
    });
    renderLogin();
    expect(await screen.findByRole("button", { name: "Sign in with Google" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign in with Microsoft" })).toBeNull();
  });
});
