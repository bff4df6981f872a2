import { PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { versionOf } from "../../test/project-helpers.ts";
import {
  type BuilderProject,
  createBuilderProject,
  expectBadRequest,
  expectPricedAnswer,
  linesOf,
} from "./line-test-helpers.ts";

// Optional and alternative lines (issue #4 §4): the chosen set makes the totals, the range spans
// required-only-and-cheapest to everything-and-dearest.

const s = useTestServer();
const token = tokensFor(() => s);
let p: BuilderProject;
let bundleProductId: string;
const ids: Record<string, string> = {};

const add = async (name: string, price: string, extra: Record<string, unknown> = {}) => {
  const res = await s.api("POST", `/projects/${p.id}/project-location-products`, {
    token: await token("sales@msp.demo"),
    body: { version: await versionOf(s, p.id), bundleProductId, name, price, ...extra },
  });
  const body = await expectPricedAnswer(s, p.id, res);
  ids[name] = body.createdIds?.[0] ?? "";
  return body;
};
const put = async (name: string, body: Record<string, unknown>) =>
  s.api("PUT", `/projects/${p.id}/project-location-products/${ids[name]}`, {
    token: await token("sales@msp.demo"),
    body: { version: await versionOf(s, p.id), ...body },
  });
const chosen = async () =>
  Object.fromEntries((await linesOf(s, p.id)).map((l) => [l.name, l.chosen])) as Record<string, boolean>;

beforeAll(async () => {
  p = await createBuilderProject(s, token);
  const res = await s.api("POST", `/projects/${p.id}/project-location-products`, {
    token: await token("sales@msp.demo"),
    body: { version: p.version, buildingId: p.buildingIds[0], name: "Base", price: "100" },
  });
  ids.Base = res.json().createdIds[0];
  bundleProductId = res.json().createdIds[1];
});

describe("alternative lines", () => {
  it("chooses the first line of a new group only; totals count it, the range spans cheapest to dearest", async () => {
    await add("Good", "100", { alternativeGroup: "AP" });
    await add("Better", "200", { alternativeGroup: "AP" });
    const body = await add("Best", "300", { alternativeGroup: "AP" });
    expect(await chosen()).toEqual({ Base: true, Good: true, Better: false, Best: false });
    expect(body.totals.oneTimeTotal).toBe("200.00");
    expect(body.totals.range.low.oneTimeTotal).toBe("200.00");
    expect(body.totals.range.high.oneTimeTotal).toBe("400.00");
  });

  it("choosing another alternative unchooses the first and changes the totals", async () => {
    const body = await expectPricedAnswer(s, p.id, await put("Better", { chosen: true }));
    expect(await chosen()).toMatchObject({ Good: false, Better: true, Best: false });
    expect(body.totals.oneTimeTotal).toBe("300.00");
  });

  it("refuses to leave a group without a choice (400), writing nothing", async () => {
    await expectBadRequest(s, p.id, () => put("Better", { chosen: false }), {
      chosen: PROJECT_MESSAGES.alternativeGroupOneChosen,
    });
    await expectBadRequest(
      s,
      p.id,
      async () =>
        s.api("PUT", `/projects/${p.id}/project-location-products`, {
          token: await token("sales@msp.demo"),
          body: {
            version: await versionOf(s, p.id),
            lines: [
              { id: ids.Good, chosen: true },
              { id: ids.Best, chosen: true },
            ],
          },
        }),
      { "lines.0.chosen": PROJECT_MESSAGES.alternativeGroupOneChosen },
    );
  });
});

describe("optional lines", () => {
  it("adds an optional line unchosen: the totals stay, the range's high end grows", async () => {
    const body = await add("Spare", "50", { optional: true });
    expect((await chosen()).Spare).toBe(false);
    expect(body.totals.oneTimeTotal).toBe("300.00");
    expect(body.totals.range.high.oneTimeTotal).toBe("450.00");
    expect(body.totals.range.low.oneTimeTotal).toBe("200.00");
  });

  it("choosing it adds it to the totals; a new optional line sent as chosen is chosen", async () => {
    const body = await expectPricedAnswer(s, p.id, await put("Spare", { chosen: true }));
    expect(body.totals.oneTimeTotal).toBe("350.00");
    const extra = await add("Mount", "5", { optional: true, chosen: true });
    expect((await chosen()).Mount).toBe(true);
    expect(extra.totals.oneTimeTotal).toBe("355.00");
  });
});

describe("lines leaving a group", () => {
  it("deleting the chosen alternative chooses the group's first remaining line", async () => {
    const res = await s.api("DELETE", `/projects/${p.id}/project-location-products/${ids.Better}`, {
      token: await token("sales@msp.demo"),
      query: { version: String(await versionOf(s, p.id)) },
    });
    const body = await expectPricedAnswer(s, p.id, res);
    expect(await chosen()).toMatchObject({ Good: true, Best: false });
    expect(body.totals.oneTimeTotal).toBe("255.00");
  });

  it("a required line moved into a group that has its choice is not chosen; moved out, it is required again", async () => {
    await expectPricedAnswer(s, p.id, await put("Base", { alternativeGroup: "AP" }));
    expect(await chosen()).toMatchObject({ Base: false, Good: true });
    const body = await expectPricedAnswer(s, p.id, await put("Base", { alternativeGroup: null }));
    expect(await chosen()).toMatchObject({ Base: true, Good: true });
    expect(body.totals.oneTimeTotal).toBe("255.00");
  });
});
