import { AppError, type ErrorBody, MESSAGES } from "@q2c/domain";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** The one place where error codes become status codes and the wire shape of errors. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const body: ErrorBody = { message: err.message, code: err.code, ...(err.details ?? {}) };
      if (err.fields) body.fields = err.fields;
      return reply.code(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const path = (v.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
        const key =
          path || String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join(".") ?? "");
        fields[key || "body"] ??= v.message ?? MESSAGES.badRequest;
      }
      const body: ErrorBody = { message: MESSAGES.badRequest, code: "bad_request", fields };
      return reply.code(400).send(body);
    }
    if (err.statusCode === 429) {
      return reply.code(429).send({ message: MESSAGES.tooManyAttempts, code: "too_many_attempts" });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ message: err.message, code: err.code ?? "bad_request" });
    }
    request.log.error({ err }, "unhandled error");
    return reply.code(500).send({ message: MESSAGES.unexpectedError, code: "internal" });
  });
}

/** Unknown API paths answer the error shape; app.ts or the web app installs it as the not-found handler. */
export function sendNotFound(reply: FastifyReply): void {
  reply.code(404).send({ message: MESSAGES.notFound, code: "not_found" });
}
