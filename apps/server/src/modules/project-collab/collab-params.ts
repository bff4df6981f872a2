import { zUuid } from "@q2c/domain";
import { z } from "zod";

// Path parameters of the collaboration calls; every id is a UUID, lower-cased like ZIdParams.
export const ZProjectParams = z.object({ id: zUuid });
export const ZCommentParams = z.object({ id: zUuid, commentId: zUuid });
export const ZCommentFileParams = z.object({ id: zUuid, commentId: zUuid, fileId: zUuid });
export const ZLikeParams = z.object({ id: zUuid, targetId: zUuid });
export const ZMemberParams = z.object({ id: zUuid, memberId: zUuid });
export const ZAnswerParams = z.object({ id: zUuid, answerId: zUuid });

/** Reads and the thread: anyone whose role is in the quotes rule set; the quote's scope does the rest. */
export const COLLAB_READ = { access: { rule: "quotes" } } as const;
/** Managing the quote's partners, answers and credit: the MSP's (or the platform owner's) own users. */
export const COLLAB_MSP = { access: { rule: "quotes", senMsp: true } } as const;
