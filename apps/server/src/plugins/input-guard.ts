import { AppError, findUnsafeInput } from "@q2c/domain";
import type { FastifyInstance } from "fastify";

/**
 * Refuses a NUL character in any string or key, and nesting deeper than INPUT_MAX_DEPTH, in the path,
 * query string and JSON body of every route (400 naming the field), before validation and before any
 * use case. One hook instead of a rule in each of the request schemas, so none can forget it, and it
 * also covers routes that read their body without a schema (comments).
 * A text body (text/csv) is an upload, not fields: its reader refuses a NUL naming its `file`, as it does
 * for multipart parts (lib/multipart.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const parts: [string, unknown][] = [
      ["params", request.params],
      ["querystring", request.query],
      ["body", typeof request.body === "string" || Buffer.isBuffer(request.body) ? undefined : request.body],
    ];
    for (const [part, value] of parts) {
      const unsafe = findUnsafeInput(value);
      if (unsafe) throw new AppError("bad_request", { fields: { [unsafe.path || part]: unsafe.message } });
    }
  });
}
