import { z } from "zod";
import { NEWS_FEED_PAGE_SIZE } from "../constants.ts";
import { zUuid } from "../validation/rules.ts";
import { zRequiredText } from "./common.ts";
import { ZProjectEvent } from "./project-collab.ts";

// Quotes calls of domain §7 (all but the document calls).

export const ZCreateQuoteRequest = z.object({
  accountId: zUuid,
  dealName: zRequiredText("Deal name", 200),
});

/** GET /quotes/news-feed: domain §7 and §9 (limit default 50, offset). */
export const ZNewsFeedQuery = z.object({
  accountId: zUuid.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(NEWS_FEED_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const ZNewsFeedItem = ZProjectEvent.extend({
  dealName: z.string(),
  quoteNumber: z.number().int(),
  accountId: z.string(),
  accountName: z.string(),
});
export const ZNewsFeed = z.object({ data: z.array(ZNewsFeedItem), hasMore: z.boolean() });
export type TNewsFeedItem = z.infer<typeof ZNewsFeedItem>;

export const ZQuoteTask = z.object({
  projectId: z.string(),
  dealName: z.string(),
  bundleProductId: z.string(),
  bundleProductName: z.string(),
  buildingName: z.string(),
  items: z.array(z.string()),
  users: z.array(z.string()),
  start: z.string().nullable(),
  targetCompletion: z.string().nullable(),
  completion: z.string().nullable(),
});
export type TQuoteTask = z.infer<typeof ZQuoteTask>;

/** GET /quotes/todos: what waits on the caller. */
export const ZQuoteTodo = z.object({
  projectId: z.string(),
  dealName: z.string(),
  quoteNumber: z.number().int(),
  kind: z.enum(["task", "empty_quote", "stale_prices"]),
  text: z.string(),
  due: z.string().nullable(),
});

export const ZDocumentContact = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  /** customer (signs) or member (a partner account on the quote). */
  kind: z.enum(["customer", "member"]),
});
