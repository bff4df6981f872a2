import { ROOT_CATEGORY_IDS } from "@q2c/db";
import { expect } from "vitest";
import type { DemoEmail, TestServer } from "../../test/harness.ts";

/** "Switches", beneath Networking beneath the Products root: a category every fresh database has. */
export const SWITCHES = "0190a000-0000-7000-8000-0000000c1004";
export const NETWORKING = "0190a000-0000-7000-8000-0000000c1001";
export const PRODUCTS_ROOT = ROOT_CATEGORY_IDS.product;
export const SERVICES_ROOT = ROOT_CATEGORY_IDS.services;
export const UNKNOWN_ID = "0190a000-0000-7000-8000-00000000dead";

/** A valid product body; tests override what they are about. */
export const productBody = (overrides: Record<string, unknown> = {}) => ({
  kind: "product",
  categoryId: SWITCHES,
  name: "Switch 24 port",
  price: "120.00",
  cost: "80",
  softCost: "10",
  ...overrides,
});

/** Creates a product through the API as a demo user and answers it (the test fails on anything but 201). */
export async function createProductAs(
  s: TestServer,
  token: (email: DemoEmail) => Promise<string>,
  email: DemoEmail,
  overrides: Record<string, unknown> = {},
  path = "/products",
): Promise<{ id: string; version: number; [key: string]: unknown }> {
  const res = await s.api("POST", path, { token: await token(email), body: productBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** How many products carry this name: the proof that a refused call wrote nothing. */
export async function productsNamed(s: TestServer, name: string): Promise<number> {
  const [row] = await s.sql<{ n: number }>("select count(*)::int as n from products where name = $1", [name]);
  return Number(row?.n ?? 0);
}
