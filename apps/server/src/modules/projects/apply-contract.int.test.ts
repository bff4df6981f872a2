import { DEMO_IDS, uuidv7 } from "@q2c/db";
import { CONTRACT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  ADATUM,
  addTestLine,
  createTestProject,
  LITWARE,
  NORTHWIND,
  snapshotOf,
  TWO_SITES,
  UNKNOWN_ID,
  versionOf,
} from "../../test/project-helpers.ts";
import { insertProduct } from "../bundles/bundle-test-helpers.ts";
import { expectBadRequest, expectPricedAnswer, expectRefusals } from "../project-lines/line-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const products = {} as Record<"mount" | "switch" | "cable" | "other", string>;
const contracts = {} as Record<"agreement" | "upcoming" | "ended" | "litware" | "unrelated", string>;
/** The agreement's contract products by catalogue product. */
const agreed = {} as Record<"mount" | "switch", string>;

interface ContractSpec {
  accountId?: string;
  name: string;
  startsOn: string;
  endsOn?: string | null;
  products: { productId: string; price: string }[];
}

/** A contract of Northwind's with SQL, so these tests stand apart from the /contracts API. */
async function insertContract(spec: ContractSpec): Promise<{ id: string; productIds: string[] }> {
  const id = uuidv7();
  await s.sql(
    `insert into contracts (tenant_id, id, account_id, name, starts_on, ends_on) values ($1, $2, $3, $4, $5, $6)`,
    [NORTHWIND, id, spec.accountId ?? ADATUM, spec.name, spec.startsOn, spec.endsOn ?? null],
  );
  const productIds: string[] = [];
  for (const [position, p] of spec.products.entries()) {
    const cpId = uuidv7();
    productIds.push(cpId);
    await s.sql(
      `insert into contract_products (tenant_id, id, contract_id, product_id, name, price, position)
       values ($1, $2, $3, $4, 'Agreed', $5, $6)`,
      [NORTHWIND, cpId, id, p.productId, p.price, position],
    );
  }
  return { id, productIds };
}

/** Turns an MSP's hasContracts entitlement on or off, as the platform owner does. */
async function setContracts(accountId: string, on: boolean): Promise<void> {
  const res = await s.api("PUT", `/accounts/${accountId}/entitlements`, {
    token: await token("owner@platform.demo"),
    body: { entitlements: { hasContracts: on } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  products.mount = await insertProduct(s, NORTHWIND, { name: "Mount", price: "150", cost: "90" });
  products.switch = await insertProduct(s, NORTHWIND, { name: "Switch", price: "80", cost: "50" });
  products.cable = await insertProduct(s, NORTHWIND, { name: "Cable", price: "40", cost: "20" });
  products.other = await insertProduct(s, NORTHWIND, { name: "Rack", price: "900", cost: "600" });
  const agreement = await insertContract({
    name: "Adatum agreement",
    startsOn: "2020-01-01",
    products: [
      { productId: products.mount, price: "120" },
      { productId: products.switch, price: "70" },
    ],
  });
  contracts.agreement = agreement.id;
  agreed.mount = agreement.productIds[0] ?? "";
  agreed.switch = agreement.productIds[1] ?? "";
  const mountAt = [{ productId: products.mount, price: "1" }];
  contracts.upcoming = (
    await insertContract({ name: "Next year", startsOn: "2999-01-01", products: mountAt })
  ).id;
  contracts.ended = (
    await insertContract({ name: "Old", startsOn: "2020-01-01", endsOn: "2020-12-31", products: mountAt })
  ).id;
  contracts.litware = (
    await insertContract({ accountId: LITWARE, name: "Litware", startsOn: "2020-01-01", products: mountAt })
  ).id;
  contracts.unrelated = (
    await insertContract({
      name: "Racks only",
      startsOn: "2020-01-01",
      products: [{ productId: products.other, price: "800" }],
    })
  ).id;
});

/** Adatum's quote with a mount (10 % off) in Main, a switch in Store, a cable in Annex and a typed line in Main. */
async function quoteWithLines() {
  const p = await createTestProject(s, token, { locations: TWO_SITES });
  const [main, annex, store] = p.buildingIds as [string, string, string];
  const add = async (buildingId: string, productId: string) => {
    const res = await s.api("POST", `/projects/${p.id}/project-location-products`, {
      token: await token("sales@msp.demo"),
      body: { version: await versionOf(s, p.id), buildingId, productId, quantity: "2" },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().createdIds[0] as string;
  };
  const mount = await add(main, products.mount);
  const discounted = await s.api("PUT", `/projects/${p.id}/project-location-products/${mount}`, {
    token: await token("sales@msp.demo"),
    body: { version: await versionOf(s, p.id), discount: { percent: "10" } },
  });
  expect(discounted.statusCode, discounted.body).toBe(200);
  const sw = await add(store, products.switch);
  const cable = await add(annex, products.cable);
  const typed = (await addTestLine(s, token, p.id, main, { price: "120" })).lineId;
  return { project: p, lines: { mount, switch: sw, cable, typed } };
}

const apply = async (projectId: string, body: Record<string, unknown>, email = "sales@msp.demo" as const) =>
  s.api("POST", `/projects/${projectId}/apply-contract`, { token: await token(email), body });

interface StoredLine {
  id: string;
  price: string;
  discount_percent: string | null;
  contract_product_id: string | null;
}

async function storedLines(projectId: string): Promise<Map<string, StoredLine>> {
  const rows = await s.sql<StoredLine>(
    `select id, price::float8::text as price, discount_percent::float8::text as discount_percent,
       contract_product_id from project_lines where project_id = $1`,
    [projectId],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** A quote with the agreement applied: its lines and the version after. */
async function appliedQuote() {
  const q = await quoteWithLines();
  const res = await apply(q.project.id, {
    version: await versionOf(s, q.project.id),
    contractId: contracts.agreement,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...q, version: res.json().version as number };
}

describe("POST /projects/{id}/apply-contract", () => {
  it("puts the agreed prices on the contract's lines, clears their discount and reprices the quote", async () => {
    const { project, lines } = await quoteWithLines();
    const version = await versionOf(s, project.id);
    const before = await storedLines(project.id);
    expect(before.get(lines.mount)).toMatchObject({ price: "150", discount_percent: "10" });
    const totalsBefore = (
      await s.sql<{ t: string }>("select totals->>'oneTimeTotal' as t from projects where id = $1", [
        project.id,
      ])
    )[0]?.t;

    const res = await apply(project.id, { version, contractId: contracts.agreement });
    const body = await expectPricedAnswer(s, project.id, res);
    expect(body.version).toBe(version + 1);
    // Before: 2×150 −10 % + 2×80 + 2×40 + 2×120 = 750; after: 2×120 + 2×70 + 2×40 + 2×120 = 700.
    expect(totalsBefore).toBe("750.00");
    expect(body.totals.oneTimeTotal).toBe("700.00");

    const after = await storedLines(project.id);
    expect(after.get(lines.mount)).toEqual({
      id: lines.mount,
      price: "120",
      discount_percent: null,
      contract_product_id: agreed.mount,
    });
    expect(after.get(lines.switch)).toMatchObject({ price: "70", contract_product_id: agreed.switch });
    expect(after.get(lines.cable)).toEqual(before.get(lines.cable));
    expect(after.get(lines.typed)).toEqual(before.get(lines.typed));

    const read = await s.api("GET", `/projects/${project.id}`, {
      token: await token("sales@msp.demo"),
      query: { getProjectLocationBundleProducts: "true" },
    });
    expect(read.statusCode, read.body).toBe(200);
    const quote = read.json();
    expect(quote.contract).toEqual({ id: contracts.agreement, name: "Adatum agreement" });
    expect(quote.contractSummary).toBe("Adatum agreement: 2 lines at contract prices");
    const readLines = quote.locations.flatMap(
      (l: {
        buildings: { bundleProducts: { lines: { id: string; contractProductId: string | null }[] }[] }[];
      }) => l.buildings.flatMap((b) => b.bundleProducts.flatMap((bp) => bp.lines)),
    );
    expect(readLines.find((l: { id: string }) => l.id === lines.mount)).toMatchObject({
      contractProductId: agreed.mount,
      discount: null,
      price: "120",
    });

    const events = await s.api("GET", `/projects/${project.id}/events`, {
      token: await token("sales@msp.demo"),
    });
    expect(events.json().data[0]).toMatchObject({
      type: "contract_applied",
      data: { contractId: contracts.agreement, name: "Adatum agreement", lines: 2 },
    });
  });

  it("is the quote's MSP's in the quotes rule set: editor 403, other MSP and customer 404, stale 409", async () => {
    // Contoso has no entitlements in the demo data; with hasContracts it meets the quote's scope (404).
    await setContracts(DEMO_IDS.contoso, true);
    try {
      const { project } = await quoteWithLines();
      await expectRefusals(s, token, project.id, (t, version) =>
        s.api("POST", `/projects/${project.id}/apply-contract`, {
          token: t,
          body: { version, contractId: contracts.agreement },
        }),
      );
    } finally {
      await setContracts(DEMO_IDS.contoso, false);
    }
  });

  it("answers 403 when the MSP's plan has no contracts, writing nothing", async () => {
    const { project } = await quoteWithLines();
    const before = await snapshotOf(s, project.id);
    await setContracts(NORTHWIND, false);
    try {
      const res = await apply(project.id, {
        version: await versionOf(s, project.id),
        contractId: contracts.agreement,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CONTRACT_MESSAGES.notEntitled);
      expect(await snapshotOf(s, project.id)).toEqual(before);
    } finally {
      await setContracts(NORTHWIND, true);
    }
  });

  it("refuses a contract that is unknown, another customer's, not in force or without matching lines", async () => {
    const { project } = await quoteWithLines();
    const version = await versionOf(s, project.id);
    const refused = async (contractId: string, message: string) =>
      expectBadRequest(s, project.id, () => apply(project.id, { version, contractId }), {
        contractId: message,
      });
    await refused(UNKNOWN_ID, CONTRACT_MESSAGES.notFound);
    await refused(contracts.litware, CONTRACT_MESSAGES.notCustomers);
    await refused(contracts.upcoming, CONTRACT_MESSAGES.notInForce);
    await refused(contracts.ended, CONTRACT_MESSAGES.notInForce);
    await refused(contracts.unrelated, CONTRACT_MESSAGES.noMatchingLines);
  });

  it("answers 400 to a bad body, writing nothing", async () => {
    const { project } = await quoteWithLines();
    const version = await versionOf(s, project.id);
    await expectBadRequest(s, project.id, () => apply(project.id, { version }), {
      contractId: expect.any(String),
    });
    await expectBadRequest(s, project.id, () => apply(project.id, { version, contractId: "nope" }), {
      contractId: expect.any(String),
    });
    await expectBadRequest(s, project.id, () => apply(project.id, { contractId: contracts.agreement }), {
      version: expect.any(String),
    });
  });

  it("answers 409 to a stale version with the current one, writing nothing", async () => {
    const { project } = await quoteWithLines();
    const version = await versionOf(s, project.id);
    const before = await snapshotOf(s, project.id);
    const res = await apply(project.id, { version: version - 1, contractId: contracts.agreement });
    expect(res.statusCode).toBe(409);
    expect(res.json().version).toBe(version);
    expect(await snapshotOf(s, project.id)).toEqual(before);
  });
});

describe("a line at a contract price afterwards", () => {
  it("drops its contract product when a price is typed on it; other edits keep it", async () => {
    const { project, lines, version } = await appliedQuote();
    const put = async (lineId: string, body: Record<string, unknown>) =>
      s.api("PUT", `/projects/${project.id}/project-location-products/${lineId}`, {
        token: await token("sales@msp.demo"),
        body: { version: await versionOf(s, project.id), ...body },
      });
    expect((await put(lines.mount, { quantity: "3" })).statusCode).toBe(200);
    expect((await storedLines(project.id)).get(lines.mount)?.contract_product_id).toBe(agreed.mount);
    expect((await put(lines.mount, { price: "130" })).statusCode).toBe(200);
    expect((await storedLines(project.id)).get(lines.mount)).toMatchObject({
      price: "130",
      contract_product_id: null,
    });
    expect(await versionOf(s, project.id)).toBe(version + 2);
  });

  it("drops its contract product when the bulk update types a price on it", async () => {
    const { project, lines } = await appliedQuote();
    const res = await s.api("PUT", `/projects/${project.id}/project-location-products`, {
      token: await token("sales@msp.demo"),
      body: {
        version: await versionOf(s, project.id),
        lines: [
          { id: lines.mount, price: "125" },
          { id: lines.switch, quantity: "4" },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await storedLines(project.id);
    expect(after.get(lines.mount)).toMatchObject({ price: "125", contract_product_id: null });
    expect(after.get(lines.switch)).toMatchObject({ price: "70", contract_product_id: agreed.switch });
  });

  it("keeps the agreed price when the catalogue's prices are pushed", async () => {
    const { project, lines } = await appliedQuote();
    await s.sql("update products set price = 160 where id = $1", [products.mount]);
    await s.sql("update products set price = 45 where id = $1", [products.cable]);
    try {
      const res = await s.api("PATCH", `/projects/${project.id}/push`, {
        token: await token("sales@msp.demo"),
        body: { version: await versionOf(s, project.id) },
      });
      await expectPricedAnswer(s, project.id, res);
      const after = await storedLines(project.id);
      expect(after.get(lines.mount)).toMatchObject({ price: "120", contract_product_id: agreed.mount });
      expect(after.get(lines.switch)).toMatchObject({ price: "70", contract_product_id: agreed.switch });
      expect(after.get(lines.cable)).toMatchObject({ price: "45", contract_product_id: null });
    } finally {
      await s.sql("update products set price = 150 where id = $1", [products.mount]);
      await s.sql("update products set price = 40 where id = $1", [products.cable]);
    }
  });
});
