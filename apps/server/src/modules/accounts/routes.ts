import {
  ZAccount,
  ZAccountDetail,
  ZAccountListQuery,
  ZCreateAccountRequest,
  ZEntitlements,
  ZGetAccountQuery,
  ZIdParams,
  ZPageQuery,
  ZUpdateAccountRequest,
  ZUpdateEntitlementsRequest,
  ZUserSummary,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { listUsers } from "../users/list-users.ts";
import { createAccount } from "./create-account.ts";
import { deleteAccount } from "./delete-account.ts";
import { getAccount } from "./get-account.ts";
import { getEntitlements } from "./get-entitlements.ts";
import { listAccounts } from "./list-accounts.ts";
import { accountSettingsRoutes } from "./settings-routes.ts";
import { updateAccount } from "./update-account.ts";
import { updateEntitlements } from "./update-entitlements.ts";

export async function accountsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["accounts"];

  r.get(
    "/accounts",
    {
      config: { permission: "accounts.read" },
      schema: {
        tags,
        summary: "List accounts in scope (filter by type, parent and name)",
        querystring: ZAccountListQuery,
        response: { 200: zPage(ZAccount) },
      },
    },
    async (req) => listAccounts(depsOf(req), principalOf(req), req.query),
  );

  r.post(
    "/accounts",
    {
      config: { permission: "accounts.create" },
      schema: {
        tags,
        summary: "Create a customer (MSP, link partner) or a partner account (platform owner)",
        body: ZCreateAccountRequest,
        response: { 201: ZAccountDetail },
      },
    },
    async (req, reply) => reply.code(201).send(await createAccount(depsOf(req), principalOf(req), req.body)),
  );

  r.get(
    "/accounts/:id",
    {
      config: { permission: "accounts.read" },
      schema: {
        tags,
        summary: "Get an account, with settings and entitlements on request",
        params: ZIdParams,
        querystring: ZGetAccountQuery,
        response: { 200: ZAccountDetail },
      },
    },
    async (req) => getAccount(depsOf(req), principalOf(req), req.params.id, req.query),
  );

  r.put(
    "/accounts/:id",
    {
      config: { permission: "accounts.edit" },
      schema: {
        tags,
        summary: "Update an account's name and company info",
        params: ZIdParams,
        body: ZUpdateAccountRequest,
        response: { 200: ZAccountDetail },
      },
    },
    async (req) => updateAccount(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.delete(
    "/accounts/:id",
    {
      config: { permission: "accounts.delete" },
      schema: {
        tags,
        summary: "Delete an account without users or accounts beneath it",
        params: ZIdParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteAccount(depsOf(req), principalOf(req), req.params.id),
  );

  r.get(
    "/accounts/:id/users",
    {
      config: { permission: "users.read" },
      schema: {
        tags,
        summary: "List the users of an account",
        params: ZIdParams,
        querystring: ZPageQuery.extend({ q: z.string().trim().max(100).optional() }),
        response: { 200: zPage(ZUserSummary) },
      },
    },
    async (req) => listUsers(depsOf(req), principalOf(req), { ...req.query, accountId: req.params.id }),
  );

  r.get(
    "/entitlements",
    {
      config: { signedIn: true },
      schema: { tags, summary: "The caller's account entitlements", response: { 200: ZEntitlements } },
    },
    async (req) => getEntitlements(depsOf(req), principalOf(req)),
  );

  r.put(
    "/accounts/:id/entitlements",
    {
      config: { permission: "accounts.editPlan" },
      schema: {
        tags,
        summary: "Turn an account's entitlement flags on or off",
        params: ZIdParams,
        body: ZUpdateEntitlementsRequest,
        response: { 200: ZEntitlements },
      },
    },
    async (req) => updateEntitlements(depsOf(req), principalOf(req), req.params.id, req.body.entitlements),
  );

  await accountSettingsRoutes(app, deps);
}
