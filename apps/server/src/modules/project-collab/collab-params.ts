import { ZIdParams, zUuid } from "@q2c/domain";

// Path parameters of the collaboration calls below a quote (`:id`); every id is a UUID, lower-cased.
export const ZCommentParams = ZIdParams.extend({ commentId: zUuid });
export const ZCommentFileParams = ZCommentParams.extend({ fileId: zUuid });
export const ZLikeParams = ZIdParams.extend({ targetId: zUuid });
export const ZMemberParams = ZIdParams.extend({ memberId: zUuid });
export const ZAnswerParams = ZIdParams.extend({ answerId: zUuid });
