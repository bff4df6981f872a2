import { writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { renderApiDoc } from "./api-doc.ts";

// `npm run docs:api`: regenerates docs/api.md from the running app's OpenAPI document.
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const config = loadConfig({
  JWT_SECRET: "x".repeat(32),
  ENCRYPTION_KEY: "0".repeat(64),
  DEMO_DATA: "0",
  LOG_LEVEL: "silent",
});
const started = await startServer(config, { dataDir: undefined });
await started.app.ready();
writeFileSync(resolve(root, "docs/api.md"), renderApiDoc(started.app));
await started.close();
console.log("docs/api.md written");
