import {
  ZApplyPriceRulesRequest,
  ZCreatePriceRuleRequest,
  ZIdParams,
  ZPreviewPriceRulesRequest,
  ZPriceRule,
  ZPriceRuleManufacturer,
  ZPriceRuleRun,
  ZPriceRuleRunApplied,
  ZPriceRuleRunListQuery,
  ZPriceRulesPreview,
  ZUndoPriceRuleRunResponse,
  ZUpdatePriceRuleRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { crudRoutes } from "../../lib/crud-routes.ts";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { applyPriceRules } from "./apply-price-rules.ts";
import { createPriceRule } from "./create-price-rule.ts";
import { deletePriceRule } from "./delete-price-rule.ts";
import { listPriceRuleRuns } from "./list-price-rule-runs.ts";
import { listPriceRules } from "./list-price-rules.ts";
import { listRuleManufacturers } from "./list-rule-manufacturers.ts";
import { previewPriceRules } from "./preview-price-rules.ts";
import { undoPriceRuleRun } from "./undo-price-rule-run.ts";
import { updatePriceRule } from "./update-price-rule.ts";

/** Price automation (/cpq-automation): rules that price products from cost, previewed, applied, undone. */
export async function priceAutomationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["price-automation"];

  crudRoutes(app, {
    path: "/price-rules",
    tags,
    read: "priceAutomation.manage",
    write: "priceAutomation.manage",
    list: {
      summary: "The caller's price rules in the order they are tried",
      response: z.object({ data: z.array(ZPriceRule) }),
      run: listPriceRules,
    },
    create: {
      summary: "Add a price rule",
      body: ZCreatePriceRuleRequest,
      response: ZPriceRule,
      run: createPriceRule,
    },
    update: {
      summary: "Change a price rule (version required)",
      body: ZUpdatePriceRuleRequest,
      response: ZPriceRule,
      run: updatePriceRule,
    },
    delete: { summary: "Delete a price rule", run: deletePriceRule },
  });

  r.get(
    "/price-rules/manufacturers",
    {
      config: { permission: "priceAutomation.manage" },
      schema: {
        tags,
        summary: "Manufacturers of the caller's own products, for manufacturer rules",
        response: { 200: z.object({ data: z.array(ZPriceRuleManufacturer) }) },
      },
    },
    async (req) => listRuleManufacturers(depsOf(req), principalOf(req)),
  );

  r.post(
    "/price-rules/preview",
    {
      config: { permission: "priceAutomation.manage" },
      schema: {
        tags,
        summary: "The price changes the active rules would make now (nothing is written)",
        body: ZPreviewPriceRulesRequest,
        response: { 200: ZPriceRulesPreview },
      },
    },
    async (req) => previewPriceRules(depsOf(req), principalOf(req), req.body),
  );

  r.post(
    "/price-rules/apply",
    {
      config: { permission: "priceAutomation.manage" },
      schema: {
        tags,
        summary:
          "Apply the active rules in one transaction and record the run (409 when the preview is stale)",
        body: ZApplyPriceRulesRequest,
        response: { 200: ZPriceRuleRunApplied },
      },
    },
    async (req) => applyPriceRules(depsOf(req), principalOf(req), req.body),
  );

  r.get(
    "/price-rules/runs",
    {
      config: { permission: "priceAutomation.manage" },
      schema: {
        tags,
        summary: "Runs that applied price rules, newest first",
        querystring: ZPriceRuleRunListQuery,
        response: { 200: zPage(ZPriceRuleRun) },
      },
    },
    async (req) => listPriceRuleRuns(depsOf(req), principalOf(req), req.query),
  );

  r.post(
    "/price-rules/runs/:id/undo",
    {
      config: { permission: "priceAutomation.manage" },
      schema: {
        tags,
        summary: "Put back the prices a run changed, except those edited since",
        params: ZIdParams,
        response: { 200: ZUndoPriceRuleRunResponse },
      },
    },
    async (req) => undoPriceRuleRun(depsOf(req), principalOf(req), req.params.id),
  );
}
