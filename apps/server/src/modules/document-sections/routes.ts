import {
  ZCreateSectionRequest,
  ZDocumentSection,
  ZListSectionsQuery,
  ZUpdateSectionRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import { crudRoutes } from "../../lib/crud-routes.ts";
import { createSection } from "./create-section.ts";
import { deleteSection } from "./delete-section.ts";
import { getSection, listSections } from "./list-sections.ts";
import { updateSection } from "./update-section.ts";

/** The content library of sections (issue #17 §1, /tools/templates/section/{id}/edit). */
export async function documentSectionsRoutes(app: FastifyInstance): Promise<void> {
  crudRoutes(app, {
    path: "/document-sections",
    tags: ["document templates"],
    read: "templates.read",
    write: "templates.manage",
    list: {
      summary:
        "List the content-library sections the caller reads, by document type, section type and ownership",
      query: ZListSectionsQuery,
      response: zPage(ZDocumentSection),
      run: listSections,
    },
    get: { summary: "Get a content-library section", response: ZDocumentSection, run: getSection },
    create: {
      summary: "Add a section to the caller's content library (its name unique in the account)",
      body: ZCreateSectionRequest,
      response: ZDocumentSection,
      run: createSection,
    },
    update: {
      summary: "Update a section's name, type or HTML (version required)",
      body: ZUpdateSectionRequest,
      response: ZDocumentSection,
      run: updateSection,
    },
    delete: { summary: "Delete a section no template holds (409 otherwise)", run: deleteSection },
  });
}
