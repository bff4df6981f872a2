import { ZDocumentPdfParams, ZDocumentPdfPending, ZDocumentPdfQuery, ZSealState } from "@q2c/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { getDocumentPdf } from "./get-document-pdf.ts";
import { retrySeal } from "./retry-seal.ts";

/** A header-safe attachment name: ASCII for old clients, the real name percent-encoded for the rest. */
const attachment = (name: string): string =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** A quote document's PDF (issue #17 §2) and the retry of a failed seal (§4). */
export async function documentPdfRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["quote documents"];

  r.get(
    "/quotes/:quoteId/documents/:documentType/pdf",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary:
          "The document as a PDF: 200 application/pdf when rendered (the sealed PDF once there is one), else 202 with the render's state after queueing it",
        params: ZDocumentPdfParams,
        querystring: ZDocumentPdfQuery,
        response: { 202: ZDocumentPdfPending },
      },
    },
    async (req, reply) => {
      const answer = await getDocumentPdf(depsOf(req), principalOf(req), req.params, req.query);
      reply.header("cache-control", "no-store");
      if (answer.kind === "pending") return reply.code(202).send(answer.state);
      // The PDF's bytes go out as they are, outside the JSON answers the schema types.
      return (reply as FastifyReply)
        .code(200)
        .header("content-type", "application/pdf")
        .header("content-disposition", attachment(answer.filename))
        .send(answer.bytes);
    },
  );

  r.post(
    "/quotes/:quoteId/documents/:documentType/seal/retry",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Queue the sealed PDF again after sealing failed",
        params: ZDocumentPdfParams,
        response: { 202: ZSealState },
      },
    },
    async (req, reply) => reply.code(202).send(await retrySeal(depsOf(req), principalOf(req), req.params)),
  );
}
