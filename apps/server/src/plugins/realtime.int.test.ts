import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/harness.ts";

let s: TestServer;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  s = await createTestServer();
  base = await s.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await s.close();
});

const open = (token: string) => {
  const socket = connect(base, {
    path: "/socket.io",
    query: { user: token },
    reconnection: false,
    transports: ["websocket"],
  });
  sockets.push(socket);
  return socket;
};

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

  it("refuses a connection without a valid token", async () => {
    const socket = open("not-a-token");
    const error = await new Promise<Error>((resolve) => socket.on("connect_error", resolve));
    expect(error.message).toBe("unauthenticated");
  });
});
