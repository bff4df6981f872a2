import type {
  CommentVisibility,
  Page,
  TMemberCandidate,
  TProject,
  TProjectChange,
  TProjectComment,
  TProjectEvent,
  TProjectMember,
  ZCommentLink,
  ZLikeSummary,
  ZProjectAnswer,
} from "@q2c/domain";
import type { z } from "zod";
import type { PageCursor } from "./accounts-api.ts";
import type { ApiError } from "./api-error.ts";
import { api } from "./client.ts";
import { itemsOf, type ListAnswer } from "./quotes-api.ts";

export type TLikeSummary = z.infer<typeof ZLikeSummary>;
export type TCommentLink = z.infer<typeof ZCommentLink>;
export type TProjectAnswer = z.infer<typeof ZProjectAnswer>;

export interface NewComment {
  body: string;
  link?: TCommentLink | null;
  /** The MSP's choice (the server makes it internal when left out); the customer's are customer. */
  visibility?: CommentVisibility;
  /** Up to 5; with files the comment goes out as multipart. */
  files?: File[];
}

const projectPath = (id: string, rest = "") => `/projects/${encodeURIComponent(id)}${rest}`;
const commentPath = (id: string, commentId: string, rest = "") =>
  projectPath(id, `/comments/${encodeURIComponent(commentId)}${rest}`);

/** Multipart of POST /projects/:id/comments: `body`, optional `link` (JSON) and `file` parts. */
function commentForm({ body, link, visibility, files = [] }: NewComment): FormData {
  const form = new FormData();
  form.append("body", body);
  if (link) form.append("link", JSON.stringify(link));
  if (visibility) form.append("visibility", visibility);
  for (const file of files) form.append("file", file, file.name);
  return form;
}

/** The activity around a quote: events, comments, likes, watchers, members, messages, decline, answers. */
export const projectActivityApi = {
  /** Newest first. */
  events: (id: string, params: PageCursor & { limit?: number } = {}) =>
    api.get<Page<TProjectEvent>>(projectPath(id, "/events"), { query: { ...params } }),
  /** Oldest first. */
  comments: (id: string, params: PageCursor & { limit?: number } = {}) =>
    api.get<Page<TProjectComment>>(projectPath(id, "/comments"), { query: { ...params } }),
  createComment: (id: string, comment: NewComment) =>
    comment.files && comment.files.length > 0
      ? api.post<TProjectComment>(projectPath(id, "/comments"), commentForm(comment))
      : api.post<TProjectComment>(projectPath(id, "/comments"), {
          body: comment.body,
          ...(comment.link ? { link: comment.link } : {}),
          ...(comment.visibility ? { visibility: comment.visibility } : {}),
        }),
  /** A stale version resolves to the 409 ApiError. */
  updateComment: (id: string, commentId: string, body: { version: number; body: string }) =>
    api.put<TProjectComment>(commentPath(id, commentId), body, { ignore409: true }) as Promise<
      TProjectComment | ApiError
    >,
  deleteComment: (id: string, commentId: string) => api.delete<{ id: string }>(commentPath(id, commentId)),
  /** The bytes of an attached file (the call needs the bearer token, so no plain link). */
  commentFile: (id: string, commentId: string, fileId: string) =>
    api.get<Blob>(commentPath(id, commentId, `/files/${encodeURIComponent(fileId)}`), {
      responseType: "blob",
      ignore403: true,
    }),
  deleteCommentFile: (id: string, commentId: string, fileId: string) =>
    api.delete<unknown>(commentPath(id, commentId, `/files/${encodeURIComponent(fileId)}`)),
  setCommentLink: (id: string, commentId: string, link: TCommentLink | null) =>
    api.put<TProjectComment>(commentPath(id, commentId, "/link"), { link }),
  likes: (id: string) => api.get<ListAnswer<TLikeSummary>>(projectPath(id, "/likes")).then(itemsOf),
  like: (id: string, targetId: string) => api.post<unknown>(projectPath(id, "/likes"), { targetId }),
  unlike: (id: string, targetId: string) =>
    api.delete<unknown>(projectPath(id, `/likes/${encodeURIComponent(targetId)}`)),
  watch: (id: string) => api.post<{ watching: boolean }>(projectPath(id, "/watch")),
  unwatch: (id: string) => api.delete<{ watching: boolean }>(projectPath(id, "/watch")),
  /** The quote with its members and team: who is on it and who watches it. */
  people: (id: string) =>
    api.get<TProject>(projectPath(id), { query: { getMembers: true, getTeam: true }, ignore403: true }),
  members: (id: string) => api.get<ListAnswer<TProjectMember>>(projectPath(id, "/members")).then(itemsOf),
  /** Partner accounts of any tenant that could be added (members left out), by name; term of 2+ characters or none. */
  memberCandidates: (id: string, term?: string) =>
    api.get<TMemberCandidate[]>(projectPath(id, "/member-candidates"), {
      query: { term: term || undefined },
    }),
  addMember: (id: string, accountId: string) =>
    api.post<TProjectMember>(projectPath(id, "/members"), { accountId }),
  removeMember: (id: string, memberId: string) =>
    api.delete<unknown>(projectPath(id, `/members/${encodeURIComponent(memberId)}`)),
  inviteMembers: (id: string, body: { accountIds: string[]; message?: string }) =>
    api.post<unknown>(projectPath(id, "/invite-members"), body),
  notifyMembers: (id: string, message: string) =>
    api.post<{ recipients: number }>(projectPath(id, "/notify-members"), { message }),
  /** A stale version resolves to the 409 ApiError, so the dialog can offer Reload and Re-apply. */
  declineDeal: (id: string, body: { version: number; reason: string }) =>
    api.post<TProjectChange>(projectPath(id, "/decline-deal"), body, { ignore409: true }) as Promise<
      TProjectChange | ApiError
    >,
  /** The quote's current version (for re-applying a change after a 409). */
  currentVersion: (id: string) => api.get<TProject>(projectPath(id)).then((p) => p.version),
  answers: (id: string) => api.get<ListAnswer<TProjectAnswer>>(projectPath(id, "/answers")).then(itemsOf),
  createAnswer: (id: string, body: { question: string; answer?: string; position?: number }) =>
    api.post<TProjectAnswer>(projectPath(id, "/answers"), body),
  updateAnswer: (
    id: string,
    answerId: string,
    body: { version: number; question?: string; answer?: string },
  ) =>
    api.put<TProjectAnswer>(projectPath(id, `/answers/${encodeURIComponent(answerId)}`), body, {
      ignore409: true,
    }) as Promise<TProjectAnswer | ApiError>,
};
