import { ZDocumentSetting, ZDocumentSettings, ZUpdateDocumentSettingRequest } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { getDocumentSettings, updateDocumentSetting } from "./document-settings.ts";

/** /settings/documents: the default template per document type (issue #17 §1). */
export async function documentSettingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["document templates"];

  r.get(
    "/document-settings",
    {
      config: { permission: "templates.read" },
      schema: {
        tags,
        summary: "The template each document type uses (the caller's choice, else the platform's default)",
        response: { 200: ZDocumentSettings },
      },
    },
    async (req) => getDocumentSettings(depsOf(req), principalOf(req)),
  );

  r.put(
    "/document-settings",
    {
      config: { permission: "documentSettings.manage" },
      schema: {
        tags,
        summary: "Choose the default template of a document type (version 0 the first time)",
        body: ZUpdateDocumentSettingRequest,
        response: { 200: ZDocumentSetting },
      },
    },
    async (req) => updateDocumentSetting(depsOf(req), principalOf(req), req.body),
  );
}
