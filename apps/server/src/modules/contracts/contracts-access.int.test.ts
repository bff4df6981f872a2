import { DEMO_CONTRACT_IDS } from "@q2c/db";
import { CONTRACT_MESSAGES } from "@q2c/domain";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import type { DemoEmail } from "../../test/harness.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  ADATUM,
  contractSnapshot,
  createTestContract,
  NORTHWIND,
  setCanManageContracts,
  setHasContracts,
} from "./contracts-test-helpers.ts";

// The account flags that gate contracts, checked for every endpoint: hasContracts (the plan) and
// canManageContracts (changing contracts). Each test puts Northwind's flags back.

const s = useTestServer();
const token = tokensFor(() => s);
let mine = "";

beforeAll(async () => {
  mine = (await createTestContract(s, token)).id;
});
afterEach(async () => {
  await setHasContracts(s, token, NORTHWIND, true);
  await setCanManageContracts(s, token, NORTHWIND, true);
});

const reads = () =>
  [
    ["GET", "/contracts", undefined],
    ["GET", `/contracts/${DEMO_CONTRACT_IDS.adatumAgreement}`, undefined],
  ] as const;
const writes = () =>
  [
    ["POST", "/contracts", { accountId: ADATUM, name: "Refused", startsOn: "2026-01-01" }],
    ["PUT", `/contracts/${mine}`, { version: 1, name: "Refused" }],
    ["DELETE", `/contracts/${mine}`, undefined],
  ] as const;

const call = async ([method, path, body]: readonly [string, string, object | undefined], as: DemoEmail) =>
  s.api(method as "GET", path, { token: await token(as), body });

describe("an MSP without the contracts entitlement", () => {
  it("gets 403 with the plan's message on every contract call, and nothing is written", async () => {
    await setHasContracts(s, token, NORTHWIND, false);
    const before = await contractSnapshot(s);
    for (const as of ["admin@msp.demo", "sales@msp.demo"] as const) {
      for (const endpoint of [...reads(), ...writes()]) {
        const res = await call(endpoint, as);
        expect(res.statusCode, `${as} ${endpoint[0]} ${endpoint[1]}`).toBe(403);
        expect(res.json().message).toBe(CONTRACT_MESSAGES.notEntitled);
      }
    }
    expect(await contractSnapshot(s)).toEqual(before);
  });
});

describe("an MSP whose canManageContracts is no", () => {
  it("still reads contracts", async () => {
    await setCanManageContracts(s, token, NORTHWIND, false);
    for (const endpoint of reads()) {
      expect((await call(endpoint, "admin@msp.demo")).statusCode, endpoint[1]).toBe(200);
    }
  });

  it("gets 403 on every write, and nothing is written", async () => {
    await setCanManageContracts(s, token, NORTHWIND, false);
    const before = await contractSnapshot(s);
    for (const as of ["admin@msp.demo", "sales@msp.demo"] as const) {
      for (const endpoint of writes()) {
        const res = await call(endpoint, as);
        expect(res.statusCode, `${as} ${endpoint[0]} ${endpoint[1]}`).toBe(403);
        expect(res.json().message).toBe(CONTRACT_MESSAGES.cannotManage);
      }
    }
    expect(await contractSnapshot(s)).toEqual(before);
  });
});

describe("the platform owner", () => {
  it("passes both checks whatever its own account says", async () => {
    const owner = await s.sql<{ id: string }>(
      "select account_id as id from users where email = 'owner@platform.demo'",
    );
    await s.sql("update accounts set entitlements = '{}', can_manage_contracts = false where id = $1", [
      owner[0]?.id,
    ]);
    for (const endpoint of reads()) {
      expect((await call(endpoint, "owner@platform.demo")).statusCode, endpoint[1]).toBe(200);
    }
    const res = await call(writes()[1], "owner@platform.demo");
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("customers and partners", () => {
  it("get 404 on every contract call, whatever their flags", async () => {
    for (const as of ["user@customer.demo", "partner@link.demo"] as const) {
      for (const endpoint of [...reads(), ...writes()]) {
        expect((await call(endpoint, as)).statusCode, `${as} ${endpoint[0]} ${endpoint[1]}`).toBe(404);
      }
    }
  });
});
