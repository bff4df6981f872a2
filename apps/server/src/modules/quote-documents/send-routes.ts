import {
  ZQuoteDocument,
  ZQuoteDocumentParams,
  ZSendDocumentRequest,
  ZSignerLink,
  ZSignerNotified,
  ZSignerRequest,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { sendDocument } from "./send-document.ts";
import { linkForSigner, notifySigner } from "./signer-links.ts";

/** Sending a document to its signers, and a signer's fresh link (quotes.edit). */
export async function sendRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["quote documents"];
  const edit = { permission: "quotes.edit" } as const;

  r.post(
    "/quotes/:quoteId/documents/:documentType/send",
    {
      config: edit,
      schema: {
        tags,
        summary:
          "Send the document to the customer's signers and the countersigner, each with their own link",
        params: ZQuoteDocumentParams,
        body: ZSendDocumentRequest,
        response: { 200: ZQuoteDocument },
      },
    },
    async (req) =>
      sendDocument(depsOf(req), principalOf(req), req.params.quoteId, req.params.documentType, req.body),
  );

  r.post(
    "/quotes/:quoteId/documents/:documentType/notify",
    {
      config: edit,
      schema: {
        tags,
        summary: "Mail a signer a fresh link (the old one stops working)",
        params: ZQuoteDocumentParams,
        body: ZSignerRequest,
        response: { 200: ZSignerNotified },
      },
    },
    async (req) =>
      notifySigner(
        depsOf(req),
        principalOf(req),
        req.params.quoteId,
        req.params.documentType,
        req.body.signerId,
      ),
  );

  r.post(
    "/quotes/:quoteId/documents/:documentType/link",
    {
      config: edit,
      schema: {
        tags,
        summary: "A signer's fresh link for the MSP to pass on (the old one stops working)",
        params: ZQuoteDocumentParams,
        body: ZSignerRequest,
        response: { 200: ZSignerLink },
      },
    },
    async (req) =>
      linkForSigner(
        depsOf(req),
        principalOf(req),
        req.params.quoteId,
        req.params.documentType,
        req.body.signerId,
      ),
  );
}
