/**
 * The imports running in this process. Work runs off the request; closing the app asks every import to
 * stop at its next chunk boundary and waits for it, so nothing touches the database after it closes and
 * no chunk is left half-written.
 */
export interface ImportRunner {
  run(task: (signal: AbortSignal) => Promise<void>): void;
  close(): Promise<void>;
  /** Resolves when every import now running has ended (tests and shutdown). */
  idle(): Promise<void>;
}

export function createImportRunner(): ImportRunner {
  const running = new Set<Promise<void>>();
  const stop = new AbortController();
  const idle = async () => {
    await Promise.allSettled([...running]);
  };
  return {
    run(task) {
      // Tasks record their own failures; the catch only keeps a bug from becoming an unhandled rejection.
      const promise = task(stop.signal)
        .catch(() => undefined)
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async close() {
      stop.abort();
      await idle();
    },
    idle,
  };
}
