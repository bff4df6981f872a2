import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import { z } from "zod";
import type { AppDeps } from "../deps.ts";

/** A dependency that does not answer within this time counts as down. */
const CHECK_TIMEOUT_MS = 2000;
/** An SMTP check opens a connection to the mail server, so its answer is reused for this long. */
const MAIL_CHECK_REUSE_MS = 30_000;

const ZState = z.enum(["up", "down"]);
const ZCheck = z.object({ status: ZState });
/** A feature that works or does not, while the server goes on serving everything else. */
const ZFeature = z.enum(["ok", "degraded"]);
export const ZHealth = z.object({
  status: ZState,
  dependencies: z.object({
    database: ZCheck,
    queue: ZCheck,
    redis: ZCheck.optional(),
    mail: ZCheck.extend({ transport: z.enum(["smtp", "outbox"]) }),
  }),
  /** PDF rendering: degraded when Chromium is missing, or its last launch or render failed. */
  pdf: ZFeature,
  /** Sealing: degraded when there is no usable signing certificate. */
  signing: ZFeature,
});
export type THealth = z.infer<typeof ZHealth>;

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Up or down; why a dependency is down goes to the log, not to the (public) answer. */
async function probe(name: string, check: () => Promise<unknown>, log: FastifyBaseLogger) {
  try {
    await within(check(), CHECK_TIMEOUT_MS);
    return { status: "up" as const };
  } catch (err) {
    log.warn({ err, dependency: name }, "health check failed");
    return { status: "down" as const };
  }
}

/** Whether sealing can sign now; why not goes to the log. */
async function signingState(deps: AppDeps, log: FastifyBaseLogger): Promise<"ok" | "degraded"> {
  try {
    const state = await within(deps.signing.status(), CHECK_TIMEOUT_MS);
    if (state.status === "ok") return "ok";
    log.warn({ problem: state.problem }, "health check: document signing degraded");
  } catch (err) {
    log.warn({ err }, "health check: document signing degraded");
  }
  return "degraded";
}

/**
 * GET /api/health: each dependency's state (database, the job queue, Redis when REDIS_URL is set, mail: the SMTP server
 * when SMTP_URL is set, else the outbox table, which is the database), 200 when all are up, else 503.
 * Beside them the document features: `pdf` (Chromium there and not failing; a cheap check, no launch) and
 * `signing` (a usable sealing certificate), ok or degraded; a degraded feature does not make the answer
 * 503, since everything else still works (documents then show a visible failure with a retry).
 * Public, for load balancers and monitors; it names no host and no error.
 */
export function registerHealth(app: FastifyInstance, deps: AppDeps): void {
  const smtp = deps.config.smtpUrl ? nodemailer.createTransport(deps.config.smtpUrl) : undefined;
  let mailCheck: { at: number; answer: Promise<{ status: "up" | "down" }> } | undefined;
  const checkMail = (log: FastifyBaseLogger) => {
    if (!smtp) return Promise.resolve({ status: "up" as const });
    if (!mailCheck || Date.now() - mailCheck.at > MAIL_CHECK_REUSE_MS) {
      mailCheck = { at: Date.now(), answer: probe("mail", () => smtp.verify(), log) };
    }
    return mailCheck.answer;
  };
  app.addHook("onClose", async () => smtp?.close());

  app.get(
    "/api/health",
    {
      config: { public: true },
      schema: {
        summary: "Health of the server's dependencies",
        tags: ["operations"],
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (request, reply) => {
      const { redis, database, jobs } = deps;
      const [db, queue, cache, mail, signing] = await Promise.all([
        probe("database", () => database.query("select 1"), request.log),
        probe("queue", () => jobs.check(), request.log),
        redis ? probe("redis", () => redis.ping(CHECK_TIMEOUT_MS), request.log) : undefined,
        checkMail(request.log),
        signingState(deps, request.log),
      ]);
      const dependencies: THealth["dependencies"] = {
        database: db,
        queue,
        ...(cache && { redis: cache }),
        mail: { ...mail, transport: smtp ? "smtp" : "outbox" },
      };
      const up = Object.values(dependencies).every((d) => d.status === "up");
      reply.header("cache-control", "no-store");
      return reply
        .code(up ? 200 : 503)
        .send({ status: up ? "up" : "down", dependencies, pdf: deps.pdf.health(), signing });
    },
  );
}
