import {
  AppError,
  DOCUMENT_MESSAGES,
  DOCUMENT_VERIFY_MAX_BYTES,
  MESSAGES,
  ZDocumentVerifyResult,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.ts";
import { readMultipart } from "../../lib/multipart.ts";
import { verifyDocument } from "./verify-document.ts";

const fileRequired = () =>
  new AppError("bad_request", {
    message: DOCUMENT_MESSAGES.verifyFileRequired,
    fields: { file: DOCUMENT_MESSAGES.verifyFileRequired },
  });

/** Anyone may check whether a PDF is one of our sealed documents (issue #17 §4), a limited number of times. */
export async function documentVerifyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/documents/verify",
    {
      config: { public: true },
      schema: {
        tags: ["signing"],
        summary:
          "Whether a PDF (multipart field `file`) is byte for byte a sealed document of ours, with its signers (rate limited per IP address)",
        consumes: ["multipart/form-data"],
        response: { 200: ZDocumentVerifyResult },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw fileRequired();
      const form = await readMultipart(
        req,
        { fileSize: DOCUMENT_VERIFY_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000 },
        MESSAGES.payloadTooLarge,
      );
      const file = form.files.find((f) => f.fieldname === "file") ?? form.files[0];
      if (!file || file.bytes.length === 0) throw fileRequired();
      return verifyDocument(deps, req.ip, file.bytes);
    },
  );
}
