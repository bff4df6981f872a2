import {
  ZCommentFile,
  ZDocumentContact,
  ZIdParams,
  ZNewsFeed,
  ZNewsFeedQuery,
  ZProjectListItem,
  ZProjectListQuery,
  ZProjectMessage,
  ZQuoteTask,
  ZQuoteTodo,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { listProjects } from "../projects/list-projects.ts";
import { listDocumentContacts } from "./list-document-contacts.ts";
import { listNewsFeed } from "./list-news-feed.ts";
import { listQuoteFiles } from "./list-quote-files.ts";
import { listQuoteMessages } from "./list-quote-messages.ts";
import { listQuoteTasks } from "./list-quote-tasks.ts";
import { listTodos } from "./list-todos.ts";

/**
 * The quotes calls of domain §7 around the quote itself: to-dos, won projects, the news feed, and a
 * quote's files, messages, tasks and document contacts. Reads only, for the quotes rule; the project
 * scope decides which quotes (a customer its own, a partner those it is a member of).
 */
export async function quotesFeedRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["quotes"];

  r.get(
    "/quotes/todos",
    {
      config: { permission: "quotes.read" },
      schema: { tags, summary: "What waits on the caller", response: { 200: z.array(ZQuoteTodo) } },
    },
    async (req) => listTodos(depsOf(req), principalOf(req)),
  );

  r.get(
    "/quotes/projects",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "List won quotes (projects), newest first",
        querystring: ZProjectListQuery.omit({ type: true }),
        response: { 200: zPage(ZProjectListItem) },
      },
    },
    // The quotes list with its type fixed: won quotes are those that became projects.
    async (req) => listProjects(depsOf(req), principalOf(req), { ...req.query, type: "project" }),
  );

  r.get(
    "/quotes/news-feed",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "What happened on the quotes the caller sees, newest first (limit and offset)",
        querystring: ZNewsFeedQuery,
        response: { 200: ZNewsFeed },
      },
    },
    async (req) => listNewsFeed(depsOf(req), principalOf(req), req.query),
  );

  r.get(
    "/quotes/:id/files",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Files attached to the quote's comments",
        params: ZIdParams,
        response: { 200: z.array(ZCommentFile) },
      },
    },
    async (req) => listQuoteFiles(depsOf(req), principalOf(req), req.params.id),
  );

  r.get(
    "/quotes/:id/messages",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Messages sent to the quote's members",
        params: ZIdParams,
        response: { 200: z.array(ZProjectMessage) },
      },
    },
    async (req) => listQuoteMessages(depsOf(req), principalOf(req), req.params.id),
  );

  r.get(
    "/quotes/:id/tasks",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Tasks of the quote's bundle products",
        params: ZIdParams,
        response: { 200: z.array(ZQuoteTask) },
      },
    },
    async (req) => listQuoteTasks(depsOf(req), principalOf(req), req.params.id),
  );

  r.get(
    "/quotes/:id/document-contacts",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Who the quote's documents can go to: customer users, then member accounts' users",
        params: ZIdParams,
        response: { 200: z.array(ZDocumentContact) },
      },
    },
    async (req) => listDocumentContacts(depsOf(req), principalOf(req), req.params.id),
  );
}
