import { ZQuoteSettings, ZUpdateQuoteSettingsRequest } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { readQuoteSettings } from "./repo.ts";
import { updateQuoteSettings } from "./update-quote-settings.ts";

/** The tenant's quote defaults and guardrails (issue #16 §4 and §5). */
export async function quoteSettingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["quote settings"];

  r.get(
    "/quote-settings",
    {
      // Everyone who builds quotes reads the defaults and the guardrails the builder warns about.
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "The quote defaults and guardrails of the caller's company",
        response: { 200: ZQuoteSettings },
      },
    },
    async (req) => readQuoteSettings(depsOf(req).db, principalOf(req).tenantId),
  );

  r.put(
    "/quote-settings",
    {
      config: { permission: "quoteSettings.manage" },
      schema: {
        tags,
        summary: "Change the quote defaults and guardrails",
        body: ZUpdateQuoteSettingsRequest,
        response: { 200: ZQuoteSettings },
      },
    },
    async (req) => updateQuoteSettings(depsOf(req), principalOf(req), req.body),
  );
}
