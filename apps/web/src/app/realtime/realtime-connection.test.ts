import { describe, expect, it, vi } from "vitest";
import { createFakeSocket } from "../../test/fake-socket.ts";
import { connectRealtime, type SocketFactory } from "./realtime-connection.ts";

type AuthOption = (send: (payload: object) => void) => void;

/** The handshake payload the socket would send now: socket.io asks the `auth` function at each attempt. */
function authPayload(factory: SocketFactory): object {
  const opts = vi.mocked(factory).mock.calls[0]?.[0] as { auth: AuthOption };
  let payload: object = {};
  opts.auth((p) => {
    payload = p;
  });
  return payload;
}

function connect(token = "access-1") {
  const socket = createFakeSocket();
  const factory = vi.fn(() => socket) as unknown as SocketFactory;
  const onStatus = vi.fn();
  const onNotification = vi.fn();
  const close = connectRealtime({ getToken: () => token, onStatus, onNotification }, factory);
  return { socket, factory, onStatus, onNotification, close };
}

describe("realtime connection", () => {
  it("connects by WebSocket first with the access token in the handshake's auth and reconnects 5 times, 3000 ms apart", () => {
    const { factory } = connect("tok");
    expect(authPayload(factory)).toEqual({ token: "tok" });
    expect(factory).toHaveBeenCalledWith(expect.not.objectContaining({ query: expect.anything() }));
    expect(factory).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/socket.io",
        transports: ["websocket", "polling"],
        tryAllTransports: true,
        reconnectionAttempts: 5,
        reconnectionDelay: 3000,
        reconnectionDelayMax: 3000,
      }),
    );
  });

  it('says "Connected !" only when a connection follows a failure', () => {
    const { socket, onStatus } = connect();
    socket.fire("connect");
    expect(onStatus).not.toHaveBeenCalled();
    socket.fire("disconnect", "transport close");
    socket.fire("connect");
    expect(onStatus).toHaveBeenCalledWith("Connected !", true);
  });

  it('says "Could not connect." when the reconnections are spent', () => {
    const { socket, onStatus } = connect();
    socket.fireManager("reconnect_failed");
    expect(onStatus).toHaveBeenCalledWith("Could not connect.", false);
  });

  it("retries a refused handshake itself, with the current token, at most 5 times", () => {
    vi.useFakeTimers();
    const { socket, onStatus } = connect();
    socket.active = false;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      socket.fire("connect_error", new Error("unauthenticated"));
      vi.advanceTimersByTime(3000);
    }
    expect(socket.connect).toHaveBeenCalledTimes(5);
    socket.fire("connect_error", new Error("unauthenticated"));
    expect(onStatus).toHaveBeenCalledWith("Could not connect.", false);
  });

  it("reconnects with the current token when the server closes the socket (its session was revoked)", () => {
    vi.useFakeTimers();
    let token = "access-1";
    const socket = createFakeSocket();
    const factory = vi.fn(() => socket) as unknown as SocketFactory;
    connectRealtime({ getToken: () => token, onStatus: vi.fn(), onNotification: vi.fn() }, factory);
    token = "access-2";
    socket.fire("disconnect", "io server disconnect");
    expect(socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(authPayload(factory)).toEqual({ token: "access-2" });
    vi.useRealTimers();
  });

  it("passes each notification event on and closes the socket when done", () => {
    const { socket, onNotification, close } = connect();
    socket.fire("notification", { title: "Quote signed", message: "Adatum signed Q-7" });
    expect(onNotification).toHaveBeenCalledWith({ title: "Quote signed", message: "Adatum signed Q-7" });
    close();
    expect(socket.disconnect).toHaveBeenCalled();
  });
});
