import type { Page, TOutboxMail } from "@q2c/domain";
import type { PageCursor } from "./accounts-api.ts";
import { api } from "./client.ts";

export const mailOutboxApi = {
  /** Newest first; keyset pages walk towards older mail with startingAfter. */
  list: (params: PageCursor & { limit?: number } = {}) =>
    api.get<Page<TOutboxMail>>("/mail-outbox", { query: { ...params } }),
};
