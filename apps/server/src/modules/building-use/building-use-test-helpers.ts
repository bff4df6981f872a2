import { expect } from "vitest";
import type { DemoEmail, TestServer } from "../../test/harness.ts";

export const UNKNOWN_ID = "0190a000-0000-7000-8000-00000000dead";

/**
 * Signs in a platform-owner user whose role (sales) is outside the editor rule set, for the 403 cases of
 * owner-only writes: the demo data has no such user, so it is created here once per test file.
 */
export async function platformSalesToken(s: TestServer): Promise<string> {
  const password = "Str0ng-Pass!";
  const email = "sales@platform.demo";
  await s.api("POST", "/users/bulk-create", {
    token: (await s.login("owner@platform.demo")).accessToken,
    body: { users: [{ email, firstName: "S", lastName: "P", password, role: "sales" }] },
  });
  const res = await s.api("POST", "/auth/users", { body: { username: email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().accessToken;
}

/** A bundle made through the API (by the owner: a platform bundle, which building uses may name). */
export async function bundleBy(
  s: TestServer,
  token: (email: DemoEmail) => Promise<string>,
  name: string,
  email: DemoEmail = "owner@platform.demo",
): Promise<string> {
  const res = await s.api("POST", "/bundles", { token: await token(email), body: { name, items: [] } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Creates a building use as the owner and answers its id. */
export async function createEnvironmentAs(
  s: TestServer,
  token: (email: DemoEmail) => Promise<string>,
  name: string,
): Promise<string> {
  const res = await s.api("POST", "/environments", {
    token: await token("owner@platform.demo"),
    body: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
