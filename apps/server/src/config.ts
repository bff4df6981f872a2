import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { DEMO_PASSWORD_DEFAULT } from "@q2c/domain";
import { z } from "zod";
import { findChromium } from "../../../scripts/ensure-tools.mjs";
import { ENCRYPTION_KEY_BYTES, parseEncryptionKey } from "./lib/encryption.ts";

/** The platform owner's account id unless PLATFORM_ACCOUNT_ID says otherwise. */
export const DEFAULT_PLATFORM_ACCOUNT_ID = "00000000-0000-7000-8000-000000000001";

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const entry of value
        .split(",")
        .map((e) => e.trim())
        .filter(Boolean)) {
        const origin = URL.canParse(entry) ? new URL(entry).origin : "null";
        if (origin === "null") ctx.addIssue({ code: "custom", message: `not an origin: ${entry}` });
        else origins.push(origin);
      }
      return origins;
    }),
  PLATFORM_ACCOUNT_ID: z.uuid().default(DEFAULT_PLATFORM_ACCOUNT_ID),
  JWT_SECRET: z.string().min(32).optional(),
  ENCRYPTION_KEY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const key = parseEncryptionKey(value);
      if (!key) ctx.addIssue({ code: "custom", message: "must be 32 bytes, as 64 hex digits or base64" });
      return key ?? undefined;
    }),
  DEMO_DATA: z.enum(["0", "1"]).optional(),
  DEMO_PASSWORD: z.string().default(DEMO_PASSWORD_DEFAULT),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Quote-to-Cash <no-reply@localhost>"),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  SUBORDER_READ_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().default("https://www.googleapis.com/oauth2/v3/certs"),
  GOOGLE_ISSUER: z.string().default("https://accounts.google.com"),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_JWKS_URL: z.string().default("https://login.microsoftonline.com/common/discovery/v2.0/keys"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  REDIS_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^rediss?:\/\//.test(v), "must be a redis:// or rediss:// URL"),
  METRICS_TOKEN: z.string().min(16).optional(),
  DISTRIBUTOR_PROVIDER: z.enum(["demo", "ingram"]).default("demo"),
  INGRAM_API_URL: z.url().default("https://api.ingrammicro.com:443"),
  INGRAM_CLIENT_ID: z.string().optional(),
  INGRAM_CLIENT_SECRET: z.string().optional(),
  INGRAM_CUSTOMER_NUMBER: z.string().optional(),
  INGRAM_COUNTRY_CODE: z.string().length(2).default("US"),
  INGRAM_WEBHOOK_SECRET: z.string().min(1).optional(),
  CHROMIUM_PATH: z.string().min(1).optional(),
  TEMPLATE_THUMBNAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(5),
  SIGNING_CERT_P12: z.string().min(1).optional(),
  SIGNING_CERT_PASSWORD: z.string().optional(),
});

/** Ingram Micro Reseller API v6 settings; present only when its credentials are all given. */
export interface IngramSettings {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  customerNumber: string;
  countryCode: string;
  /** The secret key of the webhook set up in Ingram's portal; without it every webhook is refused. */
  webhookSecret?: string | undefined;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Origins besides PUBLIC_URL's whose pages may open the real-time socket. */
  corsOrigins: string[];
  platformAccountId: string;
  jwtSecret: Uint8Array;
  /** AES-256-GCM key of the secrets stored encrypted (lib/encryption.ts). */
  encryptionKey: Uint8Array;
  demoData: boolean;
  demoPassword: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The job queue (jobs/queue.ts): how often an idle worker looks for work, and, when given, the first
   * retry delay of every job kind in place of its own (backoff still doubles it; tests shorten it), and how
   * often the sent suborders due for a read are looked for (jobs/read-suborders.ts; 0: never, for tests
   * that drive the reads themselves).
   */
  jobs: { pollSeconds: number; retryDelaySeconds: number | undefined; suborderSweepSeconds: number };
  google: { clientId: string | undefined; jwksUrl: string; issuer: string };
  microsoft: { clientId: string | undefined; jwksUrl: string };
  logLevel: string;
  redisUrl: string | undefined;
  /** Bearer token that opens GET /metrics; without it the route answers 404 to everyone. */
  metricsToken: string | undefined;
  distributor: { provider: "demo" | "ingram"; ingram: IngramSettings | undefined };
  /**
   * Documents (docs/documents.md): the Chromium that prints PDFs (CHROMIUM_PATH, else the system one; none
   * found: PDFs fail visibly and /api/health says pdf degraded), and the platform's signing certificate, a
   * PKCS#12 file with its password; without one a self-signed certificate is made in the data folder.
   * A template's thumbnail is rendered `thumbnailDelaySeconds` after a save, so a burst of saves makes one.
   */
  documents: {
    chromiumPath: string | undefined;
    thumbnailDelaySeconds: number;
    signingCert: { p12Path: string; password: string } | undefined;
  };
}

/**
 * Embedded mode keeps generated secrets in the data folder (`jwt-secret`, `encryption-key`) so sessions
 * and encrypted secrets survive restarts.
 */
function embeddedSecret(dataDir: string, name = "jwt-secret", bytes = 48): string {
  const path = resolve(dataDir, name);
  if (existsSync(path)) return readFileSync(path, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString("base64url");
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

function embeddedEncryptionKey(dataDir: string): Uint8Array {
  const key = parseEncryptionKey(embeddedSecret(dataDir, "encryption-key", ENCRYPTION_KEY_BYTES));
  if (!key) throw new Error(`${resolve(dataDir, "encryption-key")} does not hold a 32-byte key`);
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Configuration is not valid:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // Several processes share one PostgreSQL database: each must be given the same secrets.
  const missing = [
    e.DATABASE_URL && !e.JWT_SECRET && "  JWT_SECRET: required (32+ characters) when DATABASE_URL is set",
    e.DATABASE_URL &&
      !e.ENCRYPTION_KEY &&
      "  ENCRYPTION_KEY: required (32 bytes, as 64 hex digits or base64) when DATABASE_URL is set",
  ].filter(Boolean);
  if (missing.length > 0) throw new Error(`Configuration is not valid:\n${missing.join("\n")}`);
  const ingram =
    e.INGRAM_CLIENT_ID && e.INGRAM_CLIENT_SECRET && e.INGRAM_CUSTOMER_NUMBER
      ? {
          apiUrl: e.INGRAM_API_URL,
          clientId: e.INGRAM_CLIENT_ID,
          clientSecret: e.INGRAM_CLIENT_SECRET,
          customerNumber: e.INGRAM_CUSTOMER_NUMBER,
          countryCode: e.INGRAM_COUNTRY_CODE.toUpperCase(),
          ...(e.INGRAM_WEBHOOK_SECRET ? { webhookSecret: e.INGRAM_WEBHOOK_SECRET } : {}),
        }
      : undefined;
  if (e.DISTRIBUTOR_PROVIDER === "ingram" && !ingram) {
    throw new Error(
      "Configuration is not valid:\n  INGRAM_CLIENT_ID, INGRAM_CLIENT_SECRET, INGRAM_CUSTOMER_NUMBER: required when DISTRIBUTOR_PROVIDER is ingram",
    );
  }
  const signingCert = signingCertOf(e.SIGNING_CERT_P12, e.SIGNING_CERT_PASSWORD);
  const secret = e.JWT_SECRET ?? embeddedSecret(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    corsOrigins: e.CORS_ORIGINS,
    platformAccountId: e.PLATFORM_ACCOUNT_ID.toLowerCase(),
    jwtSecret: new TextEncoder().encode(secret),
    encryptionKey: e.ENCRYPTION_KEY ?? embeddedEncryptionKey(e.DATA_DIR),
    demoData: e.DEMO_DATA ? e.DEMO_DATA === "1" : !e.DATABASE_URL,
    demoPassword: e.DEMO_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jobs: {
      pollSeconds: e.JOB_POLL_SECONDS,
      retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
      suborderSweepSeconds: e.SUBORDER_READ_SWEEP_SECONDS,
    },
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL, issuer: e.GOOGLE_ISSUER },
    microsoft: { clientId: e.MICROSOFT_CLIENT_ID, jwksUrl: e.MICROSOFT_JWKS_URL },
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    distributor: { provider: e.DISTRIBUTOR_PROVIDER, ingram },
    documents: {
      chromiumPath: e.CHROMIUM_PATH ?? findChromium(),
      thumbnailDelaySeconds: e.TEMPLATE_THUMBNAIL_DELAY_SECONDS,
      signingCert,
    },
  };
}

/**
 * SIGNING_CERT_P12 names a readable file; SIGNING_CERT_PASSWORD goes with it (empty for a file without a
 * password). Whether the password opens it is checked at start (documents/pdf/signing-identity.ts).
 */
function signingCertOf(p12Path: string | undefined, password: string | undefined) {
  const problems: string[] = [];
  if (!p12Path) {
    if (password !== undefined) problems.push("  SIGNING_CERT_PASSWORD: given without SIGNING_CERT_P12");
  } else if (!existsSync(p12Path) || !statSync(p12Path).isFile()) {
    problems.push(`  SIGNING_CERT_P12: no file at ${resolve(p12Path)}`);
  } else if (password === undefined) {
    problems.push("  SIGNING_CERT_PASSWORD: required with SIGNING_CERT_P12 (empty for a file without one)");
  }
  if (problems.length > 0) throw new Error(`Configuration is not valid:\n${problems.join("\n")}`);
  return p12Path && password !== undefined ? { p12Path: resolve(p12Path), password } : undefined;
}
