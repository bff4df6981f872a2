import { describe, expect, it } from "vitest";
import { fillPath, matchPath, matchRoute, pathSegments } from "./route-match.ts";
import { ROUTES } from "./route-table.ts";

/** A sample value per param that collides with no static segment. */
const sampleParams = (pattern: string): Record<string, string> =>
  Object.fromEntries(
    pathSegments(pattern)
      .filter((s) => s.startsWith(":"))
      .map((s) => [s.slice(1), `v-${s.slice(1).toLowerCase()}-1`]),
  );

describe("matchRoute", () => {
  for (const route of ROUTES) {
    it(`resolves ${route.path} to ${route.id} with its params`, () => {
      const params = sampleParams(route.path);
      const match = matchRoute(fillPath(route.path, params));
      expect(match?.route.id).toBe(route.id);
      expect(match?.params).toEqual(params);
    });
  }

  it.each([
    ["/bundles/add", "bundles.add"],
    ["/bundles/b-1", "bundles.view"],
    ["/wiki/empty", "wiki.empty"],
    ["/wiki/getting-started", "wiki.page"],
    ["/financial/add", "financial.add"],
    ["/integrations/add", "integrations.add"],
    ["/quotes/add", "quotes.add"],
    ["/projects/locations", "projects.locations"],
    ["/projects/q-1/edit", "projects.edit"],
  ])("prefers static segments over params: %s is %s", (path, id) => {
    expect(matchRoute(path)?.route.id).toBe(id);
  });

  it("ignores a trailing slash and repeated slashes", () => {
    expect(matchRoute("/settings/partners/")?.route.id).toBe("settings.partners");
    expect(matchRoute("//quotes//q1/view")?.route.id).toBe("quotes.view");
  });

  it("matches static segments case-insensitively and keeps param case", () => {
    expect(matchRoute("/Quotes/AbC/View")?.params).toEqual({ quoteId: "AbC" });
  });

  it("decodes params", () => {
    expect(matchRoute("/wiki/spaces/s1/Getting%20Started")?.params).toEqual({
      spaceId: "s1",
      pageTitle: "Getting Started",
    });
  });

  it("answers null for unknown paths (the 404 page)", () => {
    expect(matchRoute("/no-such-page")).toBeNull();
    expect(matchRoute("/quotes/q1/view/extra")).toBeNull();
  });

  it("reports which segment holds each param", () => {
    expect(
      matchPath("/orders/:linkedOrderId/provision/:loadId/view", "/orders/a/provision/b/view")?.paramSegments,
    ).toEqual({
      linkedOrderId: 1,
      loadId: 3,
    });
  });
});

describe("fillPath", () => {
  it("encodes params and refuses a missing one", () => {
    expect(fillPath("/wiki/:page", { page: "a b" })).toBe("/wiki/a%20b");
    expect(() => fillPath("/quotes/:quoteId/view", {})).toThrow("Missing param :quoteId");
  });

  it("builds the root path", () => {
    expect(fillPath("/", {})).toBe("/");
  });
});
