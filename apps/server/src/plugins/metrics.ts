import { createHash, timingSafeEqual } from "node:crypto";
import { AppError } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { AppDeps } from "../deps.ts";
import { bearerToken } from "./access.ts";
import { sendNotFound } from "./errors.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the request carries the metrics token (compared in constant time). */
function carriesToken(expected: string, given: string | undefined): boolean {
  return given !== undefined && timingSafeEqual(digest(expected), digest(given));
}

/**
 * Prometheus metrics of this process at GET /metrics (text format): requests by method, route (the
 * route's pattern, so ids do not multiply the series) and status, with their durations; the database
 * pool's use (PostgreSQL); the job queue's depths and failures by kind and state; Node's own process metrics. Each process answers for itself: a scraper asks
 * every process, as Prometheus does. Without METRICS_TOKEN the route answers 404 to everyone; with it,
 * a request without `Authorization: Bearer <METRICS_TOKEN>` answers 401.
 */
export function registerMetrics(app: FastifyInstance, deps: AppDeps): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code",
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to sending its answer, by method, route pattern and status code",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = deps.database.poolUse;
  if (pool) {
    new Gauge({
      name: "db_pool_connections",
      help: "Database pool connections by state: open (idle and busy), idle, waiting (requests queued for one), max",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const use = pool();
        for (const [state, value] of Object.entries(use)) this.set({ state }, value);
      },
    });
  }
  new Gauge({
    name: "jobs",
    help: "Jobs in the queue by kind and state (created, retry, active, completed, failed, cancelled): depths and failures",
    labelNames: ["queue", "state"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await deps.jobs.depths()) this.set({ queue: row.name, state: row.state }, row.count);
    },
  });

  app.addHook("onResponse", async (request, reply) => {
    // Unknown paths share one series, so probes of random paths cannot grow the registry.
    const route = request.routeOptions.url ?? "unmatched";
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  const token = deps.config.metricsToken;
  app.get("/metrics", { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (!token) return sendNotFound(reply);
    if (!carriesToken(token, bearerToken(request))) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new AppError("unauthenticated");
    }
    reply.header("cache-control", "no-store").type(registry.contentType);
    return registry.metrics();
  });
  return registry;
}
