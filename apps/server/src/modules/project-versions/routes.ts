import {
  ZCompareVersionsQuery,
  ZCreateVersionRequest,
  ZIdParams,
  ZProjectChange,
  ZProjectVersion,
  ZRestoreVersionRequest,
  ZUpdateVersionRequest,
  ZVersionDiff,
  zUuid,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { compareVersions } from "./compare-versions.ts";
import { createVersion } from "./create-version.ts";
import { listVersions } from "./list-versions.ts";
import { renameVersion } from "./rename-version.ts";
import { restoreVersion } from "./restore-version.ts";

const ZVersionParams = ZIdParams.extend({ versionId: zUuid });

/**
 * Named versions of a quote (issue #4 §4): whoever sees the quote reads and compares them; saving,
 * renaming and restoring belong to the quote's MSP, like every other write of the builder.
 */
export async function projectVersionsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["project versions"];
  // Versions are the MSP's working revisions (with costs and margins): not for customers or partners,
  // so even their reads take quotes.edit.

  r.get(
    "/projects/:id/versions",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "List a quote's versions, newest first",
        params: ZIdParams,
        response: { 200: z.array(ZProjectVersion) },
      },
    },
    async (req) => listVersions(depsOf(req), principalOf(req), req.params.id),
  );

  r.post(
    "/projects/:id/versions",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Save the quote as it stands as a named version",
        params: ZIdParams,
        body: ZCreateVersionRequest,
        response: { 201: ZProjectVersion },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createVersion(depsOf(req), principalOf(req), req.params.id, req.body)),
  );

  r.get(
    "/projects/:id/versions/compare",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Compare two versions, or a version and the quote as it stands (current)",
        params: ZIdParams,
        querystring: ZCompareVersionsQuery,
        response: { 200: ZVersionDiff },
      },
    },
    async (req) => compareVersions(depsOf(req), principalOf(req), req.params.id, req.query),
  );

  r.put(
    "/projects/:id/versions/:versionId",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Rename a version",
        params: ZVersionParams,
        body: ZUpdateVersionRequest,
        response: { 200: ZProjectVersion },
      },
    },
    async (req) =>
      renameVersion(depsOf(req), principalOf(req), req.params.id, req.params.versionId, req.body),
  );

  r.post(
    "/projects/:id/versions/:versionId/restore",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Restore the quote's sites, buildings and lines to a version",
        params: ZVersionParams,
        body: ZRestoreVersionRequest,
        response: { 200: ZProjectChange },
      },
    },
    async (req) =>
      restoreVersion(depsOf(req), principalOf(req), req.params.id, req.params.versionId, req.body),
  );
}
