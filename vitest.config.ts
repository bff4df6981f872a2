import { defineConfig } from "vitest/config";

// Three kinds of test, told apart by suffix (STYLE.md habit 7):
//   *.test.ts         pure units (node), the web app's pure logic included
//   *.test.tsx        web components (jsdom); *.dom.test.ts: web code that needs the DOM without rendering
//   *.int.test.ts     HTTP and database, through the real Fastify app on PGlite or PostgreSQL
//   e2e/*.spec.ts     user journeys in system Chromium
/** The HTTP suite's settings (projects "int" and "int-isolated"). */
const http = {
  environment: "node",
  include: ["packages/*/src/**/*.int.test.ts", "apps/server/src/**/*.int.test.ts"],
  globalSetup: ["apps/server/src/test/global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
/** HTTP test files that mock a module: with shared modules (isolate: false) the mock would not take. */
const MOCKING_MODULES = ["apps/server/src/modules/auth/unknown-user-timing.int.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          // Vitest's default leaves one of this machine's two cores idle.
          maxWorkers: 2,
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/server/src/**/*.test.ts",
            "apps/web/src/**/*.test.ts",
            "bench/src/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "**/*.dom.test.ts", "**/node_modules/**"],
        },
      },
      {
        test: {
          name: "web",
          environment: "jsdom",
          maxWorkers: 2,
          // One jsdom and one import of React and Mantine per worker, not per file: test-setup.ts cleans up
          // after every test (rendered trees, notifications, storage, stubbed globals).
          isolate: false,
          include: ["apps/web/src/**/*.test.tsx", "apps/web/src/**/*.dom.test.ts"],
          setupFiles: ["apps/web/src/test-setup.ts"],
          // Form tests type and click through jsdom; on a loaded 2-core machine one took 6.4 s against the
          // default 5 s. Their assertions are about behaviour, not time.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          ...http,
          name: "int",
          exclude: [...MOCKING_MODULES, "**/node_modules/**"],
          // Two files at a time (each its own server and database), in workers that keep the server's
          // modules between files rather than importing them again for each.
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Files that replace a module (vi.mock) need modules of their own: run isolated, after "int".
        test: { ...http, name: "int-isolated", include: MOCKING_MODULES, sequence: { groupOrder: 1 } },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          // The route walk's six users walk at once (describe.concurrent).
          maxConcurrency: 6,
          include: ["e2e/**/*.spec.ts"],
          // One seeded data folder, copied by each file's server.
          globalSetup: ["e2e/fixtures/global-setup.ts"],
          // Workers keep the server's modules between files rather than importing them again for each, as "int".
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two spec files at a time, each with its own server, database and Chromium.
          maxWorkers: 2,
        },
      },
    ],
  },
});
