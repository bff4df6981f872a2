import { vi } from "vitest";

type Listener = (...args: unknown[]) => void;

/** A stand-in for a socket.io client socket: records listeners and lets tests fire events. */
export function createFakeSocket() {
  const listeners = new Map<string, Listener[]>();
  const managerListeners = new Map<string, Listener[]>();
  const add = (map: Map<string, Listener[]>, event: string, fn: Listener) =>
    map.set(event, [...(map.get(event) ?? []), fn]);
  const socket = {
    active: true,
    opts: undefined as unknown,
    on: vi.fn((event: string, fn: Listener) => add(listeners, event, fn)),
    connect: vi.fn(),
    disconnect: vi.fn(),
    removeAllListeners: vi.fn(() => listeners.clear()),
    io: {
      opts: { query: {} as Record<string, string> },
      on: vi.fn((event: string, fn: Listener) => add(managerListeners, event, fn)),
      removeAllListeners: vi.fn(() => managerListeners.clear()),
    },
    fire(event: string, ...args: unknown[]) {
      for (const fn of listeners.get(event) ?? []) fn(...args);
    },
    fireManager(event: string, ...args: unknown[]) {
      for (const fn of managerListeners.get(event) ?? []) fn(...args);
    },
  };
  return socket;
}
export type FakeSocket = ReturnType<typeof createFakeSocket>;
