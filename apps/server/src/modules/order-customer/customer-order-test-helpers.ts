import { DEMO_IDS } from "@q2c/db";
import { CUSTOMER_HIDDEN_KEY, type TOrder } from "@q2c/domain";
import { expect } from "vitest";
import type { DemoEmail, TestServer } from "../../test/harness.ts";
import { makeDemoOrder, readOrder, suborderOf } from "../../test/order-helpers.ts";

// The customer's view of the demo order in tests (issue #18 §3): the demo Wi-Fi quote's order, each
// suborder ordered by hand, packages recorded by hand (PUT /orders/{id}/shipments) as the MSP's sales user.

type Tokens = (email: DemoEmail) => Promise<string>;

/** The demo order with every suborder ordered by hand (submitted), as GET /orders/{id} answers it. */
export async function orderedDemoOrder(s: TestServer, token: Tokens): Promise<TOrder> {
  const made = await makeDemoOrder(s, token);
  const sales = await token("sales@msp.demo");
  for (const sub of made.suborders) {
    const res = await s.api("POST", `/orders/${made.id}/suborders/${sub.id}/mark-ordered`, {
      token: sales,
      body: { version: sub.version, reference: `PO-${sub.buildingName}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return readOrder(s, token, made.id);
}

/**
 * Records one package of a building's suborder carrying the lines `pick` chooses (their whole quantity, a
 * serial number per unit), shipped on `shippedAt`; answers the order after.
 */
export async function shipPackage(
  s: TestServer,
  token: Tokens,
  orderId: string,
  buildingName: string,
  trackingNumber: string,
  pick: (lineNumber: number) => boolean,
  dates: { shippedDate?: string; deliveredDate?: string } = { shippedDate: "2026-03-03T10:00:00.000Z" },
): Promise<TOrder> {
  const order = await readOrder(s, token, orderId);
  const sub = suborderOf(order, buildingName);
  const lines = order.lines.filter((l) => l.suborderId === sub.id && pick(l.lineNumber));
  const res = await s.api("PUT", `/orders/${orderId}/shipments`, {
    token: await token("sales@msp.demo"),
    body: {
      suborderId: sub.id,
      version: sub.version,
      carrier: "UPS",
      trackingNumber,
      trackingUrl: `https://www.ups.com/track?tracknum=${trackingNumber}`,
      ...dates,
      lines: lines.map((l) => ({
        orderLineId: l.id,
        quantity: String(Number(l.quantity)),
        serialNumbers: Array.from({ length: Number(l.quantity) }, (_, i) => `SN-${l.lineNumber}-${i + 1}`),
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TOrder;
}

/** Every key of a JSON answer that names what a customer never sees, with its path. */
export function hiddenKeys(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => hiddenKeys(v, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(CUSTOMER_HIDDEN_KEY.test(key) ? [`${path}.${key}`] : []),
    ...hiddenKeys(inner, `${path}.${key}`),
  ]);
}

export const CONTOSO_CUSTOMER_EMAIL = "buyer@contoso-customer.test";

/**
 * A customer of Contoso (another MSP) with one user who signs in with the demo password, and Contoso given
 * the order plan: its 404 on Northwind's order is the tenant, not the plan or the kind of account.
 */
export async function contosoCustomer(s: TestServer): Promise<string> {
  const accountId = "0190a000-0000-7000-8000-00000000c0c1";
  const userId = "0190a000-0000-7000-8000-00000000c0c2";
  await s.sql(
    `insert into accounts (tenant_id, id, parent_id, account_name, company_type) values ($1, $2, $1, 'Contoso Client', 'customer')`,
    [DEMO_IDS.contoso, accountId],
  );
  await s.sql(
    `insert into users (tenant_id, id, account_id, email, first_name, last_name, role, password_hash, registered_at)
     select $1, $2, $3, $4, 'Cora', 'Client', 'administrator', password_hash, now() from users where email = 'user@customer.demo'`,
    [DEMO_IDS.contoso, userId, accountId, CONTOSO_CUSTOMER_EMAIL],
  );
  await s.sql("insert into login_identities (email, user_tenant_id, user_id) values ($1, $2, $3)", [
    CONTOSO_CUSTOMER_EMAIL,
    DEMO_IDS.contoso,
    userId,
  ]);
  await s.sql(
    `update accounts set entitlements = entitlements || '{"hasOrderManagementSystem": true}'::jsonb where id = $1`,
    [DEMO_IDS.contoso],
  );
  return (await s.login(CONTOSO_CUSTOMER_EMAIL as DemoEmail)).accessToken;
}
