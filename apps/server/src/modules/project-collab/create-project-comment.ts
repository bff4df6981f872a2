import { files, projectComments, uuidv7 } from "@q2c/db";
import {
  AppError,
  type CommentVisibility,
  commentSubject,
  commentVisibilityFor,
  PROJECT_MESSAGES,
  type TProjectComment,
} from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { recordProjectEvent } from "../project-core/change-project.ts";
import { audienceOf } from "../project-core/project-audience.ts";
import { publishProjectActivity } from "../project-core/project-live.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { type CheckedUpload, type CommentUpload, checkCommentUploads } from "./comment-file-type.ts";
import { type CommentLink, checkCommentLink } from "./comment-link.ts";
import { oneCommentView } from "./comment-view.ts";

export interface CreateCommentInput {
  body: string;
  link?: CommentLink | null | undefined;
  /** The MSP's users choose; left out, an MSP comment is internal and anyone else's customer. */
  visibility?: CommentVisibility | undefined;
  uploads?: CommentUpload[];
}

const EXCERPT_CHARS = 140;

/**
 * Posts a comment (with up to 5 files) on a quote the caller sees. The MSP's users write internal notes
 * (the default) or comments for the customer; the customer and member partners write in the thread they
 * read (customer). The quote's version stays: a comment is not an edit of the quote's contents.
 */
export async function createProjectComment(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: CreateCommentInput,
): Promise<TProjectComment> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const checked: CheckedUpload[] = checkCommentUploads(input.uploads ?? []);
  const body = input.body.trim();
  if (!body && checked.length === 0) {
    throw new AppError("bad_request", { fields: { body: PROJECT_MESSAGES.commentRequired } });
  }
  const visibility = commentVisibilityFor(audienceOf(principal, project), input.visibility);
  if (visibility === null) {
    const message = PROJECT_MESSAGES.internalCommentOutside;
    throw new AppError("bad_request", { message, fields: { visibility: message } });
  }
  const link = input.link ?? null;
  await checkCommentLink(db, project, link);
  const id = uuidv7();
  const fileIds = checked.map(() => uuidv7());
  const row = await db.transaction(async (tx) => {
    if (checked.length > 0) {
      // Stored with the quote's customer, so the files go when the customer's account does.
      await tx.insert(files).values(
        checked.map((f, i) => ({
          tenantId: project.tenantId,
          id: fileIds[i]!,
          accountId: project.accountId,
          name: f.name,
          mimeType: f.mimeType,
          size: f.bytes.length,
          dataBase64: f.bytes.toString("base64"),
          uploadedBy: principal.userId,
        })),
      );
    }
    const [inserted] = await tx
      .insert(projectComments)
      .values({
        tenantId: project.tenantId,
        id,
        projectId: project.id,
        authorUserId: principal.userId,
        body,
        fileIds,
        link,
        visibility,
      })
      .returning();
    await recordProjectEvent(tx, project, principal.userId, "comment_added", {
      commentId: id,
      excerpt: body.slice(0, EXCERPT_CHARS),
      fileCount: fileIds.length,
      // Who reads the event is who reads the comment (packages/domain projects/audience.ts).
      visibility,
    });
    return inserted!;
  });
  publishProjectActivity(deps, project.id, { kind: "comment", id }, commentSubject(visibility));
  return oneCommentView(db, project, principal.userId, row);
}
