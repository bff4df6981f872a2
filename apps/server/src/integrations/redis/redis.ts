import type { FastifyBaseLogger } from "fastify";
import { createClient } from "redis";

/** Backoff between reconnects once running: 100 ms more per try, at most 3 s. */
const RECONNECT_MAX_MS = 3000;

/** Fails at once while starting (`running()` false), retries for ever after. */
const newClient = (url: string, running: () => boolean) =>
  createClient({
    url,
    socket: {
      connectTimeout: 5000,
      reconnectStrategy: (retries, cause) =>
        running()
          ? Math.min((retries + 1) * 100, RECONNECT_MAX_MS)
          : new Error(`Redis at REDIS_URL: ${cause.message}`),
    },
  });
type Client = ReturnType<typeof newClient>;

/**
 * The client with every command's promise marked handled (and the failure passed to `dropped`), the same
 * promise still returned to a caller that awaits it. The socket.io adapter publishes and subscribes
 * without awaiting: a command in flight when Redis goes away would reject with nobody listening, and an
 * unhandled rejection ends a Node process.
 */
function guarded(client: Client, dropped: (err: unknown) => void): Client {
  return new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (result instanceof Promise) result.catch(dropped);
        return result;
      };
    },
  });
}

/** The process's two Redis connections: one publishes and answers commands, one only listens. */
export interface RedisLink {
  /** For the socket.io adapter: failures of commands it does not await are logged, not thrown. */
  pub: Client;
  sub: Client;
  /** Answers PING within the timeout, or throws. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Connects both clients, or throws with Redis's own reason: a server told to use Redis refuses to start
 * without it, rather than running with events that reach only this process. Once connected, a lost
 * connection is retried for ever (commands wait meanwhile) and /api/health reports Redis down.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisLink> {
  let connected = false;
  const pub = newClient(url, () => connected);
  const sub = newClient(url, () => connected);
  let reported = false;
  for (const client of [pub, sub]) {
    // A client without an error listener crashes the process; one line per outage is enough.
    client.on("error", (err: Error) => {
      if (connected && !reported) log.error({ err }, "Redis connection lost; retrying");
      reported = true;
    });
    client.on("ready", () => {
      if (connected && reported) log.info("Redis connection back");
      reported = false;
    });
  }
  const dropped = (err: unknown) => log.warn({ err }, "Redis command lost with its connection");
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (err) {
    await Promise.allSettled([pub.destroy(), sub.destroy()]);
    throw err;
  }
  connected = true;
  return {
    pub: guarded(pub, dropped),
    sub: guarded(sub, dropped),
    async ping(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, fail) => {
        timer = setTimeout(() => fail(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        if (!pub.isReady) throw new Error("not connected");
        const answer = pub.ping();
        // Left waiting by the timeout, it is dropped when the client closes: nobody awaits it then.
        answer.catch(() => undefined);
        await Promise.race([answer, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      connected = false;
      // close() waits for queued commands, which a Redis that is down never answers: drop them then.
      await Promise.allSettled(
        [pub, sub].map((client) => (client.isReady ? client.close() : Promise.resolve(client.destroy()))),
      );
    },
  };
}
