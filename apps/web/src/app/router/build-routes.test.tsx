import { ROUTES, type RouteId } from "@q2c/domain";
import { act, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession } from "../../api/session-storage.ts";
import { createFakeSocket } from "../../test/fake-socket.ts";
import { mockFetch } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { buildRoutes, type PageRegistry, registeredRoutes } from "./build-routes.tsx";
import { PAGES } from "./page-registry.ts";
import { useCurrentRoute } from "./use-current-route.ts";

vi.mock("socket.io-client", () => ({ io: () => createFakeSocket() }));

// One test page for every route: it names the domain route it was reached by.
function TestPage() {
  return <p>page:{useCurrentRoute()?.id}</p>;
}
const page = () => () => Promise.resolve({ Component: TestPage });

const TEST_PAGES: PageRegistry = Object.fromEntries(
  (
    [
      "login",
      "register",
      "error-404",
      "not-authorized",
      "dashboard",
      "user.profile",
      "proposal",
      "accounts",
      "contracts",
      "quotes.view",
    ] as RouteId[]
  ).map((id) => [id, page()]),
);

// The shell reloads the user on open; every call answers 404 here, which it ignores.
beforeEach(() => {
  mockFetch({});
});

async function landAt(path: string) {
  const { router } = renderRoutes(buildRoutes(TEST_PAGES), path);
  await waitFor(() => expect(router.state.navigation.state).toBe("idle"));
  await waitFor(() => expect(router.state.initialized).toBe(true));
  return router.state.location;
}

describe("route registration", () => {
  it("registers exactly the routes of the table that have a page", () => {
    const ids = registeredRoutes(PAGES).map((route) => route.id);
    expect(new Set(ids)).toEqual(new Set(Object.keys(PAGES)));
    for (const id of Object.keys(PAGES)) expect(ROUTES.some((route) => route.id === id)).toBe(true);
  });

  it("sends a spec route without a page to the 404 page, like an unknown path", async () => {
    signIn();
    expect((await landAt("/quotes")).pathname).toBe("/pages/error-404");
    expect((await landAt("/no/such/page")).pathname).toBe("/pages/error-404");
    expect(await screen.findAllByText("page:error-404")).not.toHaveLength(0);
  });
});

describe("route guard", () => {
  it("sends a visitor to /login with the requested path in `to`", async () => {
    const location = await landAt("/user/profile?tab=mfa");
    expect(location.pathname).toBe("/login");
    expect(new URLSearchParams(location.search).get("to")).toBe("/user/profile?tab=mfa");
  });

  it("sends a visitor with a token query to /register", async () => {
    const location = await landAt("/user/profile?token=abc");
    expect(location.pathname).toBe("/register");
    expect(new URLSearchParams(location.search).get("token")).toBe("abc");
  });

  it("sends a signed-in visitor of /login on to `to`", async () => {
    signIn();
    expect((await landAt("/login?to=%2Fuser%2Fprofile")).pathname).toBe("/user/profile");
  });

  it("shows the not-authorized page when the role rule refuses", async () => {
    signIn(fakeUser({ role: "sales", userRole: "sales" }));
    expect((await landAt("/proposal")).pathname).toBe("/pages/not-authorized");
  });

  it("answers 404 for a platform-owner page seen by an MSP", async () => {
    signIn();
    expect((await landAt("/accounts")).pathname).toBe("/pages/error-404");
  });

  it("sends a missing entitlement home", async () => {
    signIn();
    expect((await landAt("/contract")).pathname).toBe("/");
  });

  it("keeps an onboarding MSP to the onboarding pages", async () => {
    signIn(fakeUser({ role: "owner", userRole: "owner", accountOnboardingStep: 0 }));
    expect((await landAt("/proposal")).pathname).toBe("/pages/error-404");
    expect((await landAt("/user/profile")).pathname).toBe("/user/profile");
  });

  it("lowercases id parameters and query values before routing", async () => {
    signIn();
    const location = await landAt("/quotes/ABC-DEF/view?documentType=PROPOSAL&tab=Main");
    expect(location.pathname).toBe("/quotes/abc-def/view");
    expect(location.search).toBe("?documentType=proposal&tab=Main");
    expect(await screen.findByText("page:quotes.view")).toBeTruthy();
  });

  it("leaves a signed-in page for /login when the session ends, without an error page", async () => {
    signIn();
    const { router } = renderRoutes(buildRoutes(TEST_PAGES), "/user/profile");
    expect(await screen.findByText("page:user.profile")).toBeTruthy();
    act(() => clearSession());
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByText("page:login")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("page prefetch", () => {
  it("starts a page's first read with the route's params once the guard lets the visitor in", async () => {
    signIn();
    const started: string[] = [];
    const prefetch = { "quotes.view": (params: { quoteId?: string }) => started.push(params.quoteId ?? "") };
    const { router } = renderRoutes(buildRoutes(TEST_PAGES, { prefetch }), "/quotes/abc-def/view");
    expect(await screen.findByText("page:quotes.view")).toBeTruthy();
    expect(started).toEqual(["abc-def"]);
    // A route the guard refuses reads nothing.
    act(() => clearSession());
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    await act(() => router.navigate("/quotes/other/view"));
    expect(router.state.location.pathname).toBe("/login");
    expect(started).toEqual(["abc-def"]);
  });
});
