import {
  ZBackupCodesCount,
  ZBackupCodesResponse,
  ZDisableMfaRequest,
  ZEnableMfaResponse,
  ZMessageVerifyRequest,
  ZMessageVerifyResponse,
  ZMfaCodeRequest,
  ZMfaStatusResponse,
  ZUserIdParams,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { countBackupCodes, regenerateBackupCodes } from "./backup-codes.ts";
import { checkMfa } from "./check-mfa.ts";
import { disableMfa } from "./disable-mfa.ts";
import { enableMfa } from "./enable-mfa.ts";
import { savePhone } from "./save-phone.ts";

/**
 * A user's second factor (foundation §7, Users and teams, MFA). Any signed-in user manages their own;
 * the checks of who may act on whom are in managed-user.ts.
 */
export async function userSecurityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["users"];

  r.post(
    "/users/:id/enable-mfa",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Start turning on MFA: a new authenticator secret and its otpauth:// URL",
        params: ZUserIdParams,
        response: { 200: ZEnableMfaResponse },
      },
    },
    async (req) => enableMfa(depsOf(req), principalOf(req), req.params.id),
  );

  r.post(
    "/users/:id/check-mfa",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Confirm MFA with a first code; answers the backup codes, once",
        params: ZUserIdParams,
        body: ZMfaCodeRequest,
        response: { 200: ZBackupCodesResponse },
      },
    },
    async (req) => checkMfa(depsOf(req), principalOf(req), req.params.id, req.body.mfa),
  );

  r.post(
    "/users/:id/disable-mfa",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Turn MFA off (own: with a current code; administrators: for a member of their scope)",
        params: ZUserIdParams,
        // An administrator acting on a member sends no body at all.
        body: ZDisableMfaRequest.nullish(),
        response: { 200: ZMfaStatusResponse },
      },
    },
    async (req) => disableMfa(depsOf(req), principalOf(req), req.params.id, req.body?.mfa),
  );

  r.post(
    "/users/:id/regenerate-backup-codes",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Replace the backup codes (with a current code); answers the new ones, once",
        params: ZUserIdParams,
        body: ZMfaCodeRequest,
        response: { 200: ZBackupCodesResponse },
      },
    },
    async (req) => regenerateBackupCodes(depsOf(req), principalOf(req), req.params.id, req.body.mfa),
  );

  r.get(
    "/users/:id/backup-codes",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "How many unused backup codes remain (never the codes)",
        params: ZUserIdParams,
        response: { 200: ZBackupCodesCount },
      },
    },
    async (req) => countBackupCodes(depsOf(req), principalOf(req), req.params.id),
  );

  r.post(
    "/users/:id/message-verify",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Save the phone number (no SMS provider is configured: nothing is sent)",
        params: ZUserIdParams,
        body: ZMessageVerifyRequest,
        response: { 200: ZMessageVerifyResponse },
      },
    },
    async (req) => savePhone(depsOf(req), principalOf(req), req.params.id, req.body.phone),
  );
}
