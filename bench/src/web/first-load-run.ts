// `npm run bench:first-load`: builds the web app (BENCH_SKIP_BUILD=1 measures apps/web/dist as it is;
// BENCH_WEB_DIST=<dir> another build) and prints the JavaScript that /login and the dashboard load against
// the 170 KB gzip aim (first-load.ts). `npm run bench` prints the same lines within bench:quote-ui.
import { execSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../../../e2e/fixtures/browser.ts";
import { startBenchServer } from "../project/ui-server-process.ts";
import { signIn } from "../project/ui-visit.ts";
import { measureFirstLoads, reportFirstLoads } from "./first-load.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
if (process.env.BENCH_SKIP_BUILD !== "1" && process.env.BENCH_WEB_DIST === undefined) {
  console.log("Building the web app (BENCH_SKIP_BUILD=1 skips this) ...");
  execSync("npm run build -w apps/web", { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
}
const server = await startBenchServer(process.env.BENCH_WEB_DIST ?? join(root, "apps/web/dist"));
let browser: Browser | undefined;
try {
  browser = await launchBrowser();
  const session = await signIn(browser, server.baseURL, server.password);
  console.log(reportFirstLoads(await measureFirstLoads(browser, server.baseURL, session)).join("\n"));
} finally {
  await browser?.close();
  await server.close();
}
