import type {
  Page,
  QuoteListSort,
  QuoteOutcome,
  TCreateProjectRequest,
  TNewsFeedItem,
  TProject,
  TProjectListItem,
  TProjectsSummary,
  TQuoteTask,
  ZDocumentContact,
  ZProjectMessage,
  ZQuoteTodo,
} from "@q2c/domain";
import type { z } from "zod";
import type { PageCursor } from "./accounts-api.ts";
import { api } from "./client.ts";

/** GET /quotes and GET /projects (ZProjectListQuery); the server scopes the rows to the caller. */
export interface QuoteListParams extends PageCursor {
  accountId?: string;
  stage?: string;
  archived?: "active" | "archived" | "all";
  type?: "quote" | "project";
  search?: string;
  ownerUserId?: string;
  expiring?: boolean;
  outcome?: QuoteOutcome;
  decidedFrom?: string;
  sort?: QuoteListSort;
  limit?: number;
}

export interface NewsFeedParams {
  accountId?: string;
  limit?: number;
  offset?: number;
}

export type TQuoteTodo = z.infer<typeof ZQuoteTodo>;
export type TDocumentContact = z.infer<typeof ZDocumentContact>;
export type TProjectMessage = z.infer<typeof ZProjectMessage>;

/** Lists whose answer shape the contract leaves open: a bare array, or `{ data }` like a page. */
export type ListAnswer<T> = T[] | { data: T[] };
export const itemsOf = <T>(answer: ListAnswer<T>): T[] => (Array.isArray(answer) ? answer : answer.data);

const quotePath = (id: string, rest = "") => `/quotes/${encodeURIComponent(id)}${rest}`;
const listQuery = (params: QuoteListParams) => ({ ...params, search: params.search?.trim() || undefined });

/** The quotes calls of domain §7 (all but the documents), creation, and the account's summary. */
export const quotesApi = {
  list: (params: QuoteListParams = {}) =>
    api.get<Page<TProjectListItem>>("/quotes", { query: listQuery(params), ignore403: true }),
  /** POST /quotes: a quote for a customer by deal name alone. */
  create: (body: { accountId: string; dealName: string }) => api.post<TProject>("/quotes", body),
  /** POST /projects: the full form (term, first location and its buildings). */
  createProject: (body: TCreateProjectRequest) => api.post<TProject>("/projects", body),
  /** GET /quotes/:id answers with every part of the quote; a missing one leaves for the 404 page. */
  get: (id: string) => api.get<TProject>(quotePath(id), { redirectOnNotFound: true }),
  projectsSummary: (accountId: string) =>
    api.get<TProjectsSummary>(`/accounts/${encodeURIComponent(accountId)}/projects-summary`),
  todos: () => api.get<ListAnswer<TQuoteTodo>>("/quotes/todos").then(itemsOf),
  /** Won quotes (type project), one keyset page. */
  projects: (params: PageCursor & { limit?: number } = {}) =>
    api.get<Page<TProjectListItem>>("/quotes/projects", { query: { ...params } }),
  newsFeed: (params: NewsFeedParams = {}) =>
    api.get<Page<TNewsFeedItem>>("/quotes/news-feed", { query: { ...params } }),
  tasks: (id: string) => api.get<ListAnswer<TQuoteTask>>(quotePath(id, "/tasks")).then(itemsOf),
  messages: (id: string) => api.get<ListAnswer<TProjectMessage>>(quotePath(id, "/messages")).then(itemsOf),
  documentContacts: (id: string) =>
    api.get<ListAnswer<TDocumentContact>>(quotePath(id, "/document-contacts")).then(itemsOf),
};
