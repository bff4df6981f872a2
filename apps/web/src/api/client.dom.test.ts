import { beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch } from "../test/fetch-mock.ts";
import { fakeUser, signIn } from "../test/fixtures.ts";
import { ApiError } from "./api-error.ts";
import { api, setApiNavigator } from "./client.ts";
import { withNullFields } from "./null-fields.ts";
import { getAccessToken } from "./session-storage.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

const navigate = vi.fn();
beforeEach(() => {
  navigate.mockReset();
  setApiNavigator(navigate);
});

const bearer = (headers: Headers) => headers.get("Authorization");

describe("token refresh", () => {
  it("refreshes once for two concurrent 401s and retries both with the new token", async () => {
    signIn();
    const user = fakeUser();
    let refreshes = 0;
    const { calls } = mockFetch({
      "GET /api/v1/things": ({ headers }) =>
        bearer(headers) === "Bearer access-2" ? json(200, { ok: true }) : json(401, { message: "expired" }),
      "GET /api/v1/others": ({ headers }) =>
        bearer(headers) === "Bearer access-2" ? json(200, { ok: 2 }) : json(401, { message: "expired" }),
      "POST /api/v1/auth/refresh-token": async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { accessToken: "access-2", refreshToken: "refresh-2", user });
      },
    });

    const [a, b] = await Promise.all([api.get("/things"), api.get("/others")]);

    expect(a).toEqual({ ok: true });
    expect(b).toEqual({ ok: 2 });
    expect(refreshes).toBe(1);
    expect(calls.find((c) => c.path === "/api/v1/auth/refresh-token")?.body).toEqual({
      refreshToken: "refresh-1",
    });
    expect(calls.filter((c) => c.path === "/api/v1/things").map((c) => bearer(c.headers))).toEqual([
      "Bearer access-1",
      "Bearer access-2",
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe("refresh-2");
  });

  it("clears the session but keeps branding and import ids, and goes to /login, when refresh fails", async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.loginBranding, '{"logo":"x"}');
    localStorage.setItem(STORAGE_KEYS.hardwareImportGroupIds, "[1,2]");
    localStorage.setItem(STORAGE_KEYS.userAccounts, "[]");
    mockFetch({
      "GET /api/v1/things": () => json(401, { message: "expired" }),
      "POST /api/v1/auth/refresh-token": () => json(401, { message: "spent", code: "unauthenticated" }),
    });

    const results = await Promise.allSettled([api.get("/things"), api.get("/things")]);

    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(getAccessToken()).toBeNull();
    for (const key of [STORAGE_KEYS.refreshToken, STORAGE_KEYS.userInfo, STORAGE_KEYS.userAccounts]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem(STORAGE_KEYS.loginBranding)).toBe('{"logo":"x"}');
    expect(localStorage.getItem(STORAGE_KEYS.hardwareImportGroupIds)).toBe("[1,2]");
    expect(navigate).toHaveBeenCalledWith("/login");
  });

  it("does not refresh for sign-in calls, which carry no token", async () => {
    signIn();
    const { calls } = mockFetch({
      "POST /api/v1/auth/users": () =>
        json(401, { message: "Wrong Email or Password", code: "wrong_credentials" }),
    });
    await expect(
      api.post("/auth/users", { username: "a", password: "b" }, { anonymous: true }),
    ).rejects.toThrow("Wrong Email or Password");
    expect(calls).toHaveLength(1);
    expect(bearer(calls[0]!.headers)).toBeNull();
    expect(getAccessToken()).toBe("access-1");
  });
});

describe("request and error handling", () => {
  it("lists null-valued fields in nullFields on POST and PUT, and leaves GET bodies alone", async () => {
    signIn();
    const { calls } = mockFetch({
      "PUT /api/v1/users/1": () => json(200, {}),
      "POST /api/v1/teams": () => json(200, {}),
    });
    await api.put("/users/1", { phone: null, about: "hi", photoURL: null });
    await api.post("/teams", { name: "A" });
    expect(calls[0]?.body).toEqual({ about: "hi", nullFields: ["phone", "photoURL"] });
    expect(calls[1]?.body).toEqual({ name: "A" });
    expect(withNullFields({ a: null, nullFields: ["b"] })).toEqual({ nullFields: ["b", "a"] });
    expect(withNullFields([1, null])).toEqual([1, null]);
  });

  it("parses the error body into an ApiError with message, code and fields", async () => {
    signIn();
    mockFetch({
      "POST /api/v1/teams": () =>
        json(400, {
          message: "Some fields are not valid.",
          code: "bad_request",
          fields: { name: "Name is required" },
        }),
    });
    const error = await api.post("/teams", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "bad_request", fields: { name: "Name is required" } });
  });

  it("sends a 403 on a GET to the not-found page unless told to ignore it", async () => {
    signIn();
    mockFetch({ "GET /api/v1/secret": () => json(403, { message: "no", code: "forbidden" }) });
    await expect(api.get("/secret")).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith("/pages/error-404");
    navigate.mockReset();
    await expect(api.get("/secret", { ignore403: true })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("goes to the not-found page on 404 only with the redirect flag", async () => {
    signIn();
    mockFetch({});
    await expect(api.get("/missing")).rejects.toMatchObject({ status: 404 });
    expect(navigate).not.toHaveBeenCalled();
    await expect(api.get("/missing", { redirectOnNotFound: true })).rejects.toMatchObject({ status: 404 });
    expect(navigate).toHaveBeenCalledWith("/pages/error-404");
  });

  it("returns a 409 to the caller with the ignore flag and throws it without", async () => {
    signIn();
    mockFetch({
      "PUT /api/v1/quotes/1": () => json(409, { message: "stale", code: "conflict", version: 4 }),
    });
    const answer = await api.put("/quotes/1", { version: 3 }, { ignore409: true });
    expect(answer).toBeInstanceOf(ApiError);
    expect((answer as ApiError).body?.version).toBe(4);
    await expect(api.put("/quotes/1", { version: 3 })).rejects.toMatchObject({ status: 409 });
  });
});
