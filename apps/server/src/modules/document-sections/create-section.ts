import { documentSections, uuidv7 } from "@q2c/db";
import { AppError, type TDocumentSection, type ZCreateSectionRequest } from "@q2c/domain";
import type { z } from "zod";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { Principal } from "../../lib/principal.ts";
import { savedHtml } from "../document-templates/saved-html.ts";
import { assertNameFree, nameTaken, sectionView } from "./repo.ts";

/**
 * POST /document-sections: a section of the caller's content library. Its name is unique in the account
 * whatever the case (400 `A Section with this name already exists!`, also when two saves race), its HTML
 * sanitised and its merge fields known.
 */
export async function createSection(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof ZCreateSectionRequest>,
): Promise<TDocumentSection> {
  const { db } = deps;
  const owner = { tenantId: principal.tenantId, accountId: principal.tenantId };
  const { html } = savedHtml({ html: input.html });
  await assertNameFree(db, owner, input.title);
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(documentSections)
        .values({
          ...owner,
          id: uuidv7(),
          sectionType: input.sectionType,
          type: input.type,
          title: input.title,
          html,
          createdBy: principal.userId,
        })
        .returning();
      if (!created) throw new AppError("internal");
      await recordAudit(tx, {
        tenantId: created.tenantId,
        actorUserId: principal.userId,
        type: "document_section.created",
        subjectId: created.id,
        data: { title: created.title, sectionType: created.sectionType },
      });
      return created;
    });
    return sectionView(row, principal);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
