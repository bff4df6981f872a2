import { PROJECT_MESSAGES, utcDay } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { createTestProject, LITWARE, TWO_SITES, UNKNOWN_ID, versionOf } from "../../test/project-helpers.ts";
import { insertLine } from "../projects/projects-test-helpers.ts";

// Issue #16 §4: duplicate a quote (new number, Build, same sites, buildings, lines and choices, new
// history); save a quote as a template; start a new quote from a template.

const s = useTestServer();
const token = tokensFor(() => s);

/** A two-site quote at Review with a priced line, owned by sales. */
async function source() {
  const p = await createTestProject(s, token, { locations: TWO_SITES, paymentTerms: "Net 30" });
  await insertLine(s, token, p, p.buildingIds[0] ?? "", { price: "250", quantity: "3" });
  await insertLine(s, token, p, p.buildingIds[2] ?? "", { price: "40", quantity: "10" });
  const res = await s.api("PUT", `/projects/${p.id}/phases`, {
    token: await token("sales@msp.demo"),
    body: { version: await versionOf(s, p.id), stage: "review" },
  });
  expect(res.statusCode).toBe(200);
  return p;
}

const contentOf = async (projectId: string) =>
  s.sql(
    `select l.name as location, b.name as building, bp.name as bundle, pl.name, pl.quantity, pl.price, pl.chosen
       from project_lines pl
       join project_bundle_products bp on bp.id = pl.bundle_product_id
       join project_buildings b on b.id = bp.building_id
       join project_locations l on l.id = b.project_location_id
      where pl.project_id = $1 order by l.position, b.position, pl.position, pl.price`,
    [projectId],
  );

describe("POST /projects/{id}/duplicate", () => {
  it("copies sites, buildings and lines into a new quote in Build with its own number and history", async () => {
    const p = await source();
    const res = await s.api("POST", `/projects/${p.id}/duplicate`, {
      token: await token("manager@msp.demo"),
      body: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      dealName: "Test deal (copy)",
      stage: "build",
      status: "discovery",
      paymentTerms: "Net 30",
      quoteDate: utcDay(),
      ownerUserId: await userIdOf(s, "manager@msp.demo"),
    });
    expect(copy.quoteNumber).toBeGreaterThan(p.quoteNumber);
    expect(copy.totals.termTotal).toBe(
      (await s.api("GET", `/projects/${p.id}`, { token: await token("sales@msp.demo") })).json().totals
        .termTotal,
    );
    expect(await contentOf(copy.id)).toEqual(await contentOf(p.id));
    expect(await countOf(s, "select 1 from project_lines where project_id = $1", [copy.id])).toBe(2);
    const shared = await s.sql(
      "select count(*)::int as n from project_lines a join project_lines b on a.id = b.id where a.project_id = $1 and b.project_id = $2",
      [p.id, copy.id],
    );
    expect(shared).toEqual([{ n: 0 }]);
    const events = await s.sql<{ type: string }>(
      "select type from project_events where project_id = $1 order by id",
      [copy.id],
    );
    expect(events.map((e) => e.type)).toEqual(["created", "duplicated"]);
    expect(
      await countOf(s, "select 1 from project_events where project_id = $1 and type = 'duplicated'", [p.id]),
    ).toBe(1);
  });

  it("answers 403 to the editor and 404 to another MSP and the customer, creating nothing", async () => {
    const p = await source();
    const before = await countOf(s, "select 1 from projects");
    for (const [email, status] of [
      ["editor@msp.demo", 403],
      ["admin@msp2.demo", 404],
      ["user@customer.demo", 404],
    ] as const) {
      const res = await s.api("POST", `/projects/${p.id}/duplicate`, { token: await token(email), body: {} });
      expect(res.statusCode, email).toBe(status);
    }
    const blank = await s.api("POST", `/projects/${p.id}/duplicate`, {
      token: await token("sales@msp.demo"),
      body: { dealName: " " },
    });
    expect(blank.statusCode).toBe(400);
    expect(await countOf(s, "select 1 from projects")).toBe(before);
  });
});

describe("quote templates", () => {
  it("saves a quote as a template and starts another customer's quote from it", async () => {
    const p = await source();
    const sales = await token("sales@msp.demo");
    const saved = await s.api("POST", "/quote-templates", {
      token: sales,
      body: { projectId: p.id, name: "Two-site Wi-Fi", description: "HQ and depot" },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ name: "Two-site Wi-Fi", lineCount: 2, locationCount: 2 });
    const list = await s.api("GET", "/quote-templates", { token: sales });
    expect(list.json().map((t: { name: string }) => t.name)).toEqual(["Two-site Wi-Fi"]);
    const dup = await s.api("POST", "/quote-templates", {
      token: sales,
      body: { projectId: p.id, name: "Two-site Wi-Fi" },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fields.name).toBe(PROJECT_MESSAGES.templateNameTaken);

    const created = await createTestProject(s, token, {
      accountId: LITWARE,
      dealName: "Litware from template",
      templateId: saved.json().id,
      locations: [{ name: "Lab", country: "US", region: "MA", buildings: [{ name: "Lab 1" }] }],
    });
    expect(created.locations.map((l) => (l as unknown as { name: string }).name)).toEqual([
      "HQ",
      "Depot",
      "Lab",
    ]);
    const fromTemplate = await contentOf(created.id);
    expect(fromTemplate).toEqual(await contentOf(p.id));
    const [event] = await s.sql<{ data: { templateName: string } }>(
      "select data from project_events where project_id = $1 and type = 'duplicated'",
      [created.id],
    );
    expect(event?.data.templateName).toBe("Two-site Wi-Fi");
    const links = await s.sql(
      "select location_id from project_locations where project_id = $1 and location_id is not null",
      [created.id],
    );
    expect(links).toEqual([]);
  });

  it("refuses an unknown template, another MSP's quote and template, and deletes with the version", async () => {
    const p = await source();
    const sales = await token("sales@msp.demo");
    const t = (
      await s.api("POST", "/quote-templates", { token: sales, body: { projectId: p.id, name: "To delete" } })
    ).json();
    const before = await countOf(s, "select 1 from projects");
    const unknown = await s.api("POST", "/projects", {
      token: sales,
      body: { accountId: p.accountId, dealName: "Nope", templateId: UNKNOWN_ID },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.templateId).toBe(PROJECT_MESSAGES.unknownTemplate);
    expect(await countOf(s, "select 1 from projects")).toBe(before);
    const other = await token("admin@msp2.demo");
    expect(
      (await s.api("POST", "/quote-templates", { token: other, body: { projectId: p.id, name: "Steal" } }))
        .statusCode,
    ).toBe(404);
    expect((await s.api("GET", "/quote-templates", { token: other })).json()).toEqual([]);
    expect(
      (await s.api("DELETE", `/quote-templates/${t.id}?version=${t.version}`, { token: other })).statusCode,
    ).toBe(404);
    expect(
      (await s.api("GET", "/quote-templates", { token: await token("user@customer.demo") })).statusCode,
    ).toBe(404);
    expect(
      (await s.api("DELETE", `/quote-templates/${t.id}?version=${t.version + 1}`, { token: sales }))
        .statusCode,
    ).toBe(409);
    const gone = await s.api("DELETE", `/quote-templates/${t.id}?version=${t.version}`, { token: sales });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await countOf(s, "select 1 from quote_templates where id = $1", [t.id])).toBe(0);
  });
});
