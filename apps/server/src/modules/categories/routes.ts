import { ZCategory, ZCategoryListQuery, ZCreateCategoryRequest, ZUpdateCategoryRequest } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { crudRoutes } from "../../lib/crud-routes.ts";
import { createCategory } from "./create-category.ts";
import { deleteCategory } from "./delete-category.ts";
import { listCategories } from "./list-categories.ts";
import { updateCategory } from "./update-category.ts";

/** The platform category tree: everyone signed in reads it; the platform owner edits it (SEN, rule sales). */
export async function categoriesRoutes(app: FastifyInstance): Promise<void> {
  crudRoutes(app, {
    path: "/categories",
    tags: ["categories"],
    read: "categories.read",
    write: "categories.write",
    list: {
      summary: "Categories shown in menus, each with its parent",
      query: ZCategoryListQuery,
      response: z.object({ data: z.array(ZCategory) }),
      run: (deps, principal, query) => listCategories(deps, principal, query.includeHidden),
    },
    create: {
      summary: "Add a category",
      body: ZCreateCategoryRequest,
      response: ZCategory,
      run: (deps, _principal, body) => createCategory(deps, body),
    },
    update: {
      summary: "Rename, move, show or hide a category",
      body: ZUpdateCategoryRequest,
      response: ZCategory,
      run: (deps, _principal, id, body) => updateCategory(deps, id, body),
    },
    delete: {
      summary: "Delete a category without children",
      run: (deps, _principal, id) => deleteCategory(deps, id),
    },
  });
}
