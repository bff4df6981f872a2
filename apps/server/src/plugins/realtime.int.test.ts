import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/harness.ts";
import { linkToken, mailsTo, waitForMail } from "../test/outbox.ts";

let s: TestServer;
let base: string;
const sockets: Socket[] = [];

const PARTNER = "https://partner.example";

beforeAll(async () => {
  s = await createTestServer({ CORS_ORIGINS: `${PARTNER}, https://other.example/` });
  base = await s.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await s.close();
});

const open = (token: string, opts: Partial<ManagerOptions & SocketOptions> = {}) => {
  const socket = connect(base, {
    path: "/socket.io",
    auth: { token },
    reconnection: false,
    transports: ["websocket"],
    ...opts,
  });
  sockets.push(socket);
  return socket;
};

/** Whether the socket connects, or the reason it does not. */
const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.on("connect", () => resolve("connected"));
    socket.on("connect_error", (error) => resolve(error.message));
  });

describe("realtime socket", () => {
  it("accepts a valid access token and delivers notifications to that user only", async () => {
    const admin = await s.login("admin@msp.demo");
    const other = await s.login("admin@msp2.demo");
    const mine = open(admin.accessToken);
    const theirs = open(other.accessToken);
    await Promise.all([mine, theirs].map((sock) => new Promise<void>((r) => sock.on("connect", () => r()))));

    const received: unknown[] = [];
    theirs.on("notification", (n) => received.push(n));
    const got = new Promise((resolve) => mine.on("notification", resolve));
    s.deps.realtime.notifyUsers([admin.userId], "notification", { title: "Hello", message: "Live" });
    await expect(got).resolves.toEqual({ title: "Hello", message: "Live" });
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([]);
  });

  it("closes the sockets of a session at its logout, and only those: the same user's other session stays", async () => {
    const leaving = await s.login("sales@msp.demo");
    const staying = await s.login("sales@msp.demo");
    const [gone, kept] = [open(leaving.accessToken), open(staying.accessToken)];
    expect(await Promise.all([outcome(gone), outcome(kept)])).toEqual(["connected", "connected"]);
    const closed = new Promise((resolve) => gone.once("disconnect", resolve));

    const res = await s.api("POST", "/auth/logout", { token: leaving.accessToken });
    expect(res.statusCode).toBe(200);
    await expect(closed).resolves.toBe("io server disconnect");
    await new Promise((r) => setTimeout(r, 100));
    expect(kept.connected).toBe(true);
  });

  it("closes every socket of a user who is deactivated, whichever session opened it", async () => {
    const [first, second] = [await s.login("ops@msp.demo"), await s.login("ops@msp.demo")];
    const admin = await s.login("admin@msp.demo");
    const bystander = open(admin.accessToken);
    const mine = [open(first.accessToken), open(second.accessToken)];
    expect(await Promise.all([...mine, bystander].map(outcome))).toEqual([
      "connected",
      "connected",
      "connected",
    ]);
    const closed = mine.map((socket) => new Promise((resolve) => socket.once("disconnect", resolve)));

    const off = await s.api("POST", `/users/${first.userId}/activate`, {
      token: admin.accessToken,
      body: { active: false },
    });
    expect(off.statusCode).toBe(200);
    await expect(Promise.all(closed)).resolves.toEqual(["io server disconnect", "io server disconnect"]);
    await new Promise((r) => setTimeout(r, 100));
    expect(bystander.connected).toBe(true);
  });

  it("closes every socket of a user who sets a new password with a reset link", async () => {
    const email = "finance@msp.demo";
    const session = await s.login(email);
    const socket = open(session.accessToken);
    expect(await outcome(socket)).toBe("connected");
    const closed = new Promise((resolve) => socket.once("disconnect", resolve));

    const before = (await mailsTo(s, email)).length;
    expect((await s.api("GET", "/auth/users/reset", { query: { email } })).statusCode).toBe(200);
    const token = linkToken(
      (await waitForMail(s, email, before + 1)).text,
      s.config.publicUrl,
      "new-password",
    );
    const res = await s.api("POST", `/auth/users/update/${session.userId}`, {
      body: { password: "A-New-Pass-2027!", token },
    });
    expect(res.statusCode).toBe(200);
    await expect(closed).resolves.toBe("io server disconnect");
  });

  it("refuses a connection without a valid token", async () => {
    const socket = open("not-a-token");
    const error = await new Promise<Error>((resolve) => socket.on("connect_error", resolve));
    expect(error.message).toBe("unauthenticated");
  });

  it("takes the token from the handshake's auth payload only: the same token as the user query is refused", async () => {
    const { accessToken } = await s.login("sales@msp.demo");
    const inQuery = open("", { auth: {}, query: { user: accessToken } });
    expect(await outcome(inQuery)).toBe("unauthenticated");
    expect(await outcome(open(accessToken))).toBe("connected");
  });

  it("refuses a page of another origin and accepts the app's own and those of CORS_ORIGINS", async () => {
    const { accessToken } = await s.login("engineer@msp.demo");
    const from = (origin: string) => outcome(open(accessToken, { extraHeaders: { origin } }));
    expect(await from("https://evil.example")).toBe("websocket error");
    expect(await from("http://localhost:3000.evil.example")).toBe("websocket error");
    expect(await from(new URL(s.config.publicUrl).origin)).toBe("connected");
    expect(await from(PARTNER)).toBe("connected");
    expect(await from("https://other.example")).toBe("connected");
  });

  it("refuses long polling from another origin too", async () => {
    const res = await fetch(`${base}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    const own = await fetch(`${base}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: PARTNER },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get("access-control-allow-origin")).toBe(PARTNER);
  });
});
