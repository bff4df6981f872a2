import {
  ZCategory,
  ZCategoryListQuery,
  ZCreateCategoryRequest,
  ZIdParams,
  ZUpdateCategoryRequest,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createCategory } from "./create-category.ts";
import { deleteCategory } from "./delete-category.ts";
import { listCategories } from "./list-categories.ts";
import { updateCategory } from "./update-category.ts";

/** The platform category tree: everyone signed in reads it; the platform owner edits it (SEN, rule sales). */
export async function categoriesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["categories"];

  r.get(
    "/categories",
    {
      config: { permission: "categories.read" },
      schema: {
        tags,
        summary: "Categories shown in menus, each with its parent",
        querystring: ZCategoryListQuery,
        response: { 200: z.object({ data: z.array(ZCategory) }) },
      },
    },
    async (req) => listCategories(depsOf(req), principalOf(req), req.query.includeHidden),
  );

  r.post(
    "/categories",
    {
      config: { permission: "categories.write" },
      schema: { tags, summary: "Add a category", body: ZCreateCategoryRequest, response: { 201: ZCategory } },
    },
    async (req, reply) => reply.code(201).send(await createCategory(depsOf(req), req.body)),
  );

  r.put(
    "/categories/:id",
    {
      config: { permission: "categories.write" },
      schema: {
        tags,
        summary: "Rename, move, show or hide a category",
        params: ZIdParams,
        body: ZUpdateCategoryRequest,
        response: { 200: ZCategory },
      },
    },
    async (req) => updateCategory(depsOf(req), req.params.id, req.body),
  );

  r.delete(
    "/categories/:id",
    {
      config: { permission: "categories.write" },
      schema: {
        tags,
        summary: "Delete a category without children",
        params: ZIdParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteCategory(depsOf(req), req.params.id),
  );
}
