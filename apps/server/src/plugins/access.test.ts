import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { type RouteAccess, registerAccessHooks, routeAccessOf } from "./access.ts";
import { registerErrorHandler } from "./errors.ts";

const noOne = async () => null;

describe("route access declarations", () => {
  it.each<[string, object, RouteAccess | null]>([
    ["public", { public: true }, { public: true }],
    ["a session only", { signedIn: true }, { signedIn: true }],
    ["a permission of the registry", { permission: "quotes.edit" }, { permission: "quotes.edit" }],
    ["nothing", {}, null],
    ["a name outside the registry", { permission: "quotes.everything" }, null],
    ["two at once", { signedIn: true, permission: "quotes.read" }, null],
  ])("reads a route declaring %s", (_what, config, expected) => {
    expect(routeAccessOf(config as never)).toEqual(expected);
  });

  it("makes the app refuse to start when an API route declares none", async () => {
    const app = Fastify();
    registerAccessHooks(app, noOne);
    expect(() => app.get("/api/v1/nothing", async () => ({}))).toThrow(/must declare one of/);
    await app.close();
  });

  it("answers 401 before any permission is looked at", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerAccessHooks(app, noOne);
    app.get("/api/v1/quotes", { config: { permission: "quotes.read" } }, async () => ({}));
    const res = await app.inject({ method: "GET", url: "/api/v1/quotes" });
    expect(res.statusCode).toBe(401);
    await app.close();
  });
});
