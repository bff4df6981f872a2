import {
  SIGNING_TOKEN_HEADER,
  ZOneTimePasswordSent,
  ZQuoteIdParams,
  ZSigningDocument,
  ZSigningSession,
  ZSigningTotals,
  ZSignLinkBody,
  ZSignLinkInfo,
  ZSignLinkQuery,
  ZSignPriceRequest,
  ZSignRequest,
  ZSignResult,
  ZValidateCodeRequest,
} from "@q2c/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { getSignLink, type RequestFacts } from "./get-sign-link.ts";
import { getSigningDocument } from "./get-signing-document.ts";
import { sendOneTimePassword, validateOneTimePassword } from "./one-time-password.ts";
import { priceSigningChoices } from "./price-signing-choices.ts";
import { signDocument } from "./sign-document.ts";

/** The caller's address (the proxy's X-Forwarded-For, as trustProxy reads it) and browser, as evidence. */
const factsOf = (req: FastifyRequest): RequestFacts => ({
  ip: req.ip,
  peer: req.socket.remoteAddress,
  userAgent: req.headers["user-agent"]?.slice(0, 500),
});

const ZSigningHeaders = z.object({ [SIGNING_TOKEN_HEADER]: z.string().max(4000).optional() });

/**
 * Public signing (issue #17 §3): no login. A link's token opens the page and asks for a one-time code;
 * the code answers a short-lived signing token, sent as `x-signing-token` to read, price and sign.
 */
export async function documentSigningRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["signing"];

  r.get(
    "/quotes/:quoteId/sign",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "What a signing link shows before the code: the signer, the MSP's branding, the document's state",
        params: ZQuoteIdParams,
        querystring: ZSignLinkQuery,
        response: { 200: ZSignLinkInfo },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return getSignLink(deps, { quoteId: req.params.quoteId, ...req.query }, factsOf(req));
    },
  );

  r.post(
    "/quotes/:quoteId/one-time-password",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Mail the signer a six-digit code (valid 10 minutes; one request per 30 seconds)",
        params: ZQuoteIdParams,
        body: ZSignLinkBody,
        response: { 200: ZOneTimePasswordSent },
      },
    },
    async (req) => sendOneTimePassword(deps, { quoteId: req.params.quoteId, ...req.body }, factsOf(req)),
  );

  r.post(
    "/quotes/:quoteId/sign/otp/validate",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Check the code (once, within 10 minutes, five wrong tries) and answer a signing token",
        params: ZQuoteIdParams,
        body: ZValidateCodeRequest,
        response: { 200: ZSigningSession },
      },
    },
    async (req) => validateOneTimePassword(deps, { quoteId: req.params.quoteId, ...req.body }, factsOf(req)),
  );

  r.get(
    "/quotes/:quoteId/sign/document",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "The document to sign (header x-signing-token): HTML, its hash, the disclosure, choices and totals",
        params: ZQuoteIdParams,
        headers: ZSigningHeaders,
        response: { 200: ZSigningDocument },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return getSigningDocument(deps, req.params.quoteId, req.headers[SIGNING_TOKEN_HEADER], factsOf(req));
    },
  );

  r.post(
    "/quotes/:quoteId/sign/price",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The totals of a set of choices (header x-signing-token): the signing page's live totals",
        params: ZQuoteIdParams,
        headers: ZSigningHeaders,
        body: ZSignPriceRequest,
        response: { 200: ZSigningTotals },
      },
    },
    async (req) =>
      priceSigningChoices(deps, req.params.quoteId, req.headers[SIGNING_TOKEN_HEADER], req.body.choices),
  );

  r.post(
    "/quotes/:quoteId/sign",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "Sign the document read (header x-signing-token): hash, consent, signature, initials, choices",
        params: ZQuoteIdParams,
        headers: ZSigningHeaders,
        body: ZSignRequest,
        response: { 200: ZSignResult },
      },
    },
    async (req) =>
      signDocument(deps, req.params.quoteId, req.headers[SIGNING_TOKEN_HEADER], req.body, factsOf(req)),
  );
}
