import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { renderAt } from "../../test/render-app.tsx";
import ForgotPasswordPage from "./forgot-password-page.tsx";
import RegisterPage from "./register-page.tsx";

const login = { path: "/login", element: <p>login page</p> };

describe("register page", () => {
  it('says "User not found" and returns to /login after 2 seconds when the invitation fails', async () => {
    mockFetch({
      "GET /api/v1/auth/users/invite/bad": () => json(400, { message: "x", code: "invite_token_invalid" }),
    });
    const { router } = renderAt(<RegisterPage />, "/register?token=bad", [login]);
    expect(await screen.findByText("User not found.")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/register");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"), { timeout: 3000 });
  });

  it("checks the password rule before registering", async () => {
    const { calls } = mockFetch({
      "GET /api/v1/auth/users/invite/good": () =>
        json(200, { email: "new@x.demo", firstName: "Nia", lastName: "", accountName: "Northwind IT" }),
    });
    renderAt(<RegisterPage />, "/register?token=good", [login]);
    expect(await screen.findByText("You were invited to join Northwind IT.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Last name is required")).toBeTruthy();
    expect(
      screen.getByText(/^Password must be at least 8 characters/, {
        selector: ".mantine-InputWrapper-error",
      }),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/v1/auth/users/register")).toBe(false);
  });
});

describe("forgot password page", () => {
  const ask = async () => {
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: "someone@x.demo" } });
    fireEvent.click(screen.getByRole("button", { name: "Send link" }));
  };

  it("always shows the same confirmation", async () => {
    const { calls } = mockFetch({ "GET /api/v1/auth/users/reset": () => json(200, { message: "anything" }) });
    renderAt(<ForgotPasswordPage />, "/forgot-password");
    await ask();
    expect(
      await screen.findByText(
        "If an account exists for this e-mail, a link to set a new password has been sent.",
      ),
    ).toBeTruthy();
    expect(calls.at(-1)?.path).toBe("/api/v1/auth/users/reset?email=someone%40x.demo");
  });

  it("answers a 409 with the catalogue text", async () => {
    mockFetch({ "GET /api/v1/auth/users/reset": () => json(409, { message: "busy", code: "conflict" }) });
    renderAt(<ForgotPasswordPage />, "/forgot-password");
    await ask();
    expect(await screen.findByText("Oops! Something went wrong. Please try again later")).toBeTruthy();
  });
});
