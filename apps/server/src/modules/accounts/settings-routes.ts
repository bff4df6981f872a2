import {
  ZBranding,
  ZCertification,
  ZCertificationParams,
  ZCreateCertificationRequest,
  ZIdParams,
  ZLoginBranding,
  ZLoginBrandingQuery,
  ZOnboardingStepRequest,
  ZOnboardingStepResponse,
  ZUpdateBrandingRequest,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { systemDeps } from "../../lib/system-db.ts";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createCertification, deleteCertification, listCertifications } from "./certifications.ts";
import { getLoginBranding } from "./get-login-branding.ts";
import { setOnboardingStep } from "./set-onboarding-step.ts";
import { updateBranding } from "./update-branding.ts";

/** Company settings of an account: branding, certifications, onboarding. */
export async function accountSettingsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["accounts"];

  r.put(
    "/accounts/:id/branding",
    {
      config: { permission: "accounts.edit" },
      schema: {
        tags,
        summary: "Set a brandable account's colours and logo",
        params: ZIdParams,
        body: ZUpdateBrandingRequest,
        response: { 200: ZBranding },
      },
    },
    async (req) => updateBranding(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  // The spec's login page posts; GET serves links and caches. Both answer the same few public fields.
  r.get(
    "/fetch-branding-details",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Public login branding of an account",
        querystring: ZLoginBrandingQuery,
        response: { 200: ZLoginBranding },
      },
    },
    async (req) => getLoginBranding(systemDeps(deps), req.query.accountId),
  );
  r.post(
    "/fetch-branding-details",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Public login branding of an account",
        body: ZLoginBrandingQuery,
        response: { 200: ZLoginBranding },
      },
    },
    async (req) => getLoginBranding(systemDeps(deps), req.body.accountId),
  );

  r.get(
    "/accounts/:id/certifications",
    {
      config: { permission: "accounts.read" },
      schema: {
        tags,
        summary: "List an account's certifications",
        params: ZIdParams,
        response: { 200: z.object({ data: z.array(ZCertification) }) },
      },
    },
    async (req) => listCertifications(depsOf(req), principalOf(req), req.params.id),
  );

  r.post(
    "/accounts/:id/certifications",
    {
      config: { permission: "accounts.edit" },
      schema: {
        tags,
        summary: "Add a certification to an account",
        params: ZIdParams,
        body: ZCreateCertificationRequest,
        response: { 201: ZCertification },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createCertification(depsOf(req), principalOf(req), req.params.id, req.body)),
  );

  r.delete(
    "/accounts/:id/certifications/:certificationId",
    {
      config: { permission: "accounts.edit" },
      schema: {
        tags,
        summary: "Remove a certification",
        params: ZCertificationParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) =>
      deleteCertification(depsOf(req), principalOf(req), req.params.id, req.params.certificationId),
  );

  r.put(
    "/accounts/:id/onboarding-step",
    {
      config: { permission: "onboarding.move" },
      schema: {
        tags,
        summary: "Move an MSP to an onboarding step (0..6), or -1 when finished",
        params: ZIdParams,
        body: ZOnboardingStepRequest,
        response: { 200: ZOnboardingStepResponse },
      },
    },
    async (req) => setOnboardingStep(depsOf(req), principalOf(req), req.params.id, req.body.step),
  );
}
