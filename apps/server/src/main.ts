import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_USERS } from "@q2c/db";
import { startServer } from "./bootstrap.ts";
import { loadConfig } from "./config.ts";

const here = dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  const webDist = process.env.WEB_DIST ?? resolve(here, "../../web/dist");
  const { app, seeded, close } = await startServer(config, {
    webDist,
    logger: { level: config.logLevel },
  });
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${resolve(config.dataDir)}`;
  const lines = [
    `Quote-to-cash platform is running at ${config.publicUrl} (${where})`,
    `API docs: ${config.publicUrl}/api/docs`,
  ];
  if (config.demoData) {
    lines.push(
      `${seeded ? "Demo data created." : "Demo data present."} Sign in with any demo user, password: ${config.demoPassword}`,
      ...DEMO_USERS.map((u) => `  ${u.email.padEnd(22)} ${u.role}`),
    );
  }
  console.log(lines.join("\n"));
  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
