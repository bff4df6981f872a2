import { act, render } from "@testing-library/react";
import type { Socket } from "socket.io-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLiveSocket } from "./live-socket.ts";
import { type ProjectRoomHandlers, useProjectRoom } from "./use-project-room.ts";

type Listener = (...args: unknown[]) => void;

function fakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    connected: true,
    emit: vi.fn(),
    on: (event: string, fn: Listener) => listeners.set(event, (listeners.get(event) ?? new Set()).add(fn)),
    off: (event: string, fn: Listener) => listeners.get(event)?.delete(fn),
    fire: (event: string, ...args: unknown[]) => {
      for (const fn of listeners.get(event) ?? []) fn(...args);
    },
  };
}

function Room({ id, handlers }: { id: string; handlers: ProjectRoomHandlers }) {
  useProjectRoom(id, handlers);
  return null;
}

afterEach(() => setLiveSocket(null));

describe("useProjectRoom", () => {
  it("joins the quote's room, again after a reconnection, and passes on only that quote's events", () => {
    const socket = fakeSocket();
    act(() => setLiveSocket(socket as unknown as Socket));
    const onActivity = vi.fn();
    const onChanged = vi.fn();
    render(<Room id="p1" handlers={{ onActivity, onChanged }} />);
    expect(socket.emit).toHaveBeenCalledWith("project:join", { projectId: "p1" });
    socket.fire("connect");
    expect(socket.emit).toHaveBeenCalledTimes(2);
    socket.fire("project:activity", { projectId: "p2", kind: "comment" });
    socket.fire("project:activity", { projectId: "p1", kind: "comment" });
    socket.fire("project:changed", { projectId: "p1", version: 3, type: "lines_added" });
    expect(onActivity).toHaveBeenCalledTimes(1);
    expect(onChanged).toHaveBeenCalledWith({ projectId: "p1", version: 3, type: "lines_added" });
  });

  it("leaves the room only when the last component in it unmounts", () => {
    const socket = fakeSocket();
    act(() => setLiveSocket(socket as unknown as Socket));
    const first = render(<Room id="p1" handlers={{}} />);
    const second = render(<Room id="p1" handlers={{}} />);
    first.unmount();
    expect(socket.emit).not.toHaveBeenCalledWith("project:leave", { projectId: "p1" });
    second.unmount();
    expect(socket.emit).toHaveBeenCalledWith("project:leave", { projectId: "p1" });
  });

  it("joins once the socket exists", () => {
    render(<Room id="p1" handlers={{}} />);
    const socket = fakeSocket();
    act(() => setLiveSocket(socket as unknown as Socket));
    expect(socket.emit).toHaveBeenCalledWith("project:join", { projectId: "p1" });
  });
});
