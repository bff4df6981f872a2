import { DEMO_IDS } from "@q2c/db";
import { MESSAGES } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";
import { createTestProject, shareTestProject, type TestProject } from "../../test/project-helpers.ts";
import { type Activity, collect, join, liveSockets, settle } from "./live-test-helpers.ts";

let s: TestServer;
const token = tokensFor(() => s);
let base: string;
let adatum: TestProject;
let litware: TestProject;
const live = liveSockets(
  () => s,
  () => base,
);
const open = live.open;

beforeAll(async () => {
  s = await createTestServer();
  base = await s.app.listen({ port: 0, host: "127.0.0.1" });
  adatum = await createTestProject(s, token, { dealName: "Adatum live" });
  await shareTestProject(s, token, adatum.id);
  litware = await createTestProject(s, token, { accountId: DEMO_IDS.litware, dealName: "Litware live" });
});
afterAll(async () => {
  live.closeAll();
  await s.close();
});

describe("project rooms", () => {
  it("delivers project:activity to joined viewers when a comment is posted over HTTP", async () => {
    const sales = await open("sales@msp.demo");
    const customer = await open("user@customer.demo");
    expect(await join(sales.socket, { projectId: adatum.id })).toEqual({ ok: true });
    expect(await join(customer.socket, { projectId: adatum.id.toUpperCase() })).toEqual({ ok: true });
    const got = new Promise<Activity>((resolve) => sales.socket.once("project:activity", resolve));
    const customerSeen = collect(customer.socket);

    const res = await s.api("POST", `/projects/${adatum.id}/comments`, {
      token: customer.token,
      body: { body: "Live hello" },
    });
    expect(res.statusCode).toBe(201);
    await expect(got).resolves.toEqual({ projectId: adatum.id, kind: "comment", id: res.json().id });
    await settle();
    expect(customerSeen).toEqual([{ projectId: adatum.id, kind: "comment", id: res.json().id }]);
  });

  it("refuses the room of a quote the user does not see: another MSP, another customer's quote", async () => {
    const other = await open("admin@msp2.demo");
    const customer = await open("user@customer.demo");
    const partner = await open("partner@link.demo");
    expect(await join(other.socket, { projectId: adatum.id })).toEqual({ error: MESSAGES.notFound });
    expect(await join(customer.socket, { projectId: litware.id })).toEqual({ error: MESSAGES.notFound });
    expect(await join(partner.socket, { projectId: adatum.id })).toEqual({ error: MESSAGES.notFound });
    expect(await join(other.socket, { projectId: "not-a-uuid" })).toEqual({ error: MESSAGES.badRequest });
    const seen = [...collect(other.socket), ...collect(customer.socket)];
    const { accessToken: token } = await s.login("sales@msp.demo");
    const posted = await Promise.all([
      s.api("POST", `/projects/${adatum.id}/comments`, { token, body: { body: "Not for you" } }),
      s.api("POST", `/projects/${litware.id}/comments`, { token, body: { body: "Nor you" } }),
    ]);
    expect(posted.map((r) => r.statusCode)).toEqual([201, 201]);
    await settle();
    expect(seen).toEqual([]);
  });

  it("stops delivering after project:leave", async () => {
    const engineer = await open("engineer@msp.demo");
    expect(await join(engineer.socket, { projectId: litware.id })).toEqual({ ok: true });
    const seen = collect(engineer.socket);
    expect(
      await engineer.socket.timeout(5000).emitWithAck("project:leave", { projectId: litware.id }),
    ).toEqual({
      ok: true,
    });
    await s.api("POST", `/projects/${litware.id}/comments`, {
      token: engineer.token,
      body: { body: "Quiet" },
    });
    await settle();
    expect(seen).toEqual([]);
  });

  it("refuses a join once the handshake's session is revoked, and closes the socket", async () => {
    const sales = await open("sales@msp.demo");
    expect(await join(sales.socket, { projectId: adatum.id })).toEqual({ ok: true });
    const closed = new Promise<string>((resolve) => sales.socket.once("disconnect", resolve));
    // Revoked without a logout (which closes the session's sockets itself, plugins/realtime.int.test.ts),
    // as a password change or a revocation by another process's path leaves an open socket behind.
    const { sid } = JSON.parse(Buffer.from(sales.token.split(".")[1] ?? "", "base64url").toString());
    await s.sql("update sessions set revoked_at = now() where id = $1", [sid]);
    expect(await join(sales.socket, { projectId: litware.id })).toEqual({ error: MESSAGES.notAuthenticated });
    await expect(closed).resolves.toBe("io server disconnect");
  });
});
