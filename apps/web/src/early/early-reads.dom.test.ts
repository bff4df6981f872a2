import { API_PREFIX, matchRoute } from "@q2c/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { environmentsApi, requirementsApi } from "../api/building-use-api.ts";
import { categoriesApi } from "../api/categories-api.ts";
import { projectActivityApi } from "../api/project-activity-api.ts";
import { BUILDER_FLAGS, projectBuilderApi } from "../api/project-builder-api.ts";
import { STORAGE_KEYS } from "../api/storage-keys.ts";
import { usersApi } from "../api/users-api.ts";
import { EVENTS_PAGE } from "../features/project-activity/use-activity.ts";
import { json, mockFetch } from "../test/fetch-mock.ts";
import {
  EARLY_READ_TTL_MS,
  earlyReadsOf,
  startEarlyReads,
  takeEarlyRead,
  untakenEarlyReads,
} from "./early-reads.ts";

const QUOTE = "01930000-0003-7000-8000-000000000000";
const MSP = { id: "u-1", accountKind: "msp_expert" };
const CUSTOMER = { id: "u-2", accountKind: "customer" };

function signInAs(user: object, token = "tok-1") {
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
}

function openAt(path: string) {
  window.history.replaceState(null, "", path);
}

beforeEach(() => {
  localStorage.clear();
  delete (window as { __q2cEarlyReads?: unknown }).__q2cEarlyReads;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  openAt("/");
});

describe("which reads a page starts early", () => {
  it("starts the quote builder's reads on both of its routes, and on no other page", () => {
    for (const path of [`/projects/${QUOTE}/edit`, `/customers/a-1/projects/${QUOTE}/edit`]) {
      expect(matchRoute(path)?.route.id).toMatch(/^(customers\.)?projects\.edit$/);
      expect(earlyReadsOf(path, MSP)).toHaveLength(8);
    }
    for (const path of [
      "/",
      "/dashboard",
      `/projects/${QUOTE}`,
      `/projects/${QUOTE}/edit/more`,
      "/projects",
    ]) {
      expect(earlyReadsOf(path, MSP)).toEqual([]);
    }
  });

  it("reads nothing for a customer (sent on to the quote's view) or without a stored user", () => {
    const path = `/projects/${QUOTE}/edit`;
    expect(earlyReadsOf(path, CUSTOMER)).toEqual([]);
    expect(earlyReadsOf(path, { id: "u-3", accountKind: "linkPartner" })).toEqual([]);
    expect(earlyReadsOf(path, {})).toEqual([]);
  });

  it("asks exactly what the builder's calls ask, so that the app takes every read", async () => {
    const { calls } = mockFetch({});
    await Promise.allSettled([
      projectBuilderApi.get(QUOTE, BUILDER_FLAGS),
      projectActivityApi.events(QUOTE, { limit: EVENTS_PAGE }),
      projectActivityApi.comments(QUOTE, { limit: 100 }),
      environmentsApi.list(),
      requirementsApi.list(),
      projectBuilderApi.linkPartners(),
      usersApi.get(MSP.id),
      categoriesApi.menu(),
    ]);
    const asked = calls.map((c) => c.path).sort();
    const early = earlyReadsOf(`/projects/${QUOTE}/edit`, MSP).map((p) => `${API_PREFIX}${p}`);
    expect(early.sort()).toEqual(asked);
  });
});

describe("starting and taking early reads", () => {
  it("sends each read once with the stored token, and the API client takes it instead of asking again", async () => {
    signInAs(MSP);
    openAt(`/projects/${QUOTE}/edit`);
    const { calls } = mockFetch({ [`GET ${API_PREFIX}/projects/${QUOTE}`]: () => json(200, { id: QUOTE }) });
    startEarlyReads();
    expect(calls).toHaveLength(8);
    expect(calls.every((c) => c.headers.get("Authorization") === "Bearer tok-1")).toBe(true);

    const project = await projectBuilderApi.get(QUOTE, BUILDER_FLAGS);
    expect(project).toEqual({ id: QUOTE });
    expect(calls).toHaveLength(8);
    expect(untakenEarlyReads()).toHaveLength(7);
    // Taken once: the next read of the same quote goes to the server.
    await projectBuilderApi.get(QUOTE, BUILDER_FLAGS);
    expect(calls).toHaveLength(9);
  });

  it("gives nothing to a request with another token, or after the reads have grown old", () => {
    signInAs(MSP);
    openAt(`/projects/${QUOTE}/edit`);
    mockFetch({});
    vi.useFakeTimers({ toFake: ["Date"] });
    startEarlyReads();
    const [first, second] = untakenEarlyReads();
    expect(takeEarlyRead(first ?? "", "tok-2")).toBeUndefined();
    expect(takeEarlyRead(first ?? "", "tok-1")).toBeDefined();
    vi.advanceTimersByTime(EARLY_READ_TTL_MS);
    expect(takeEarlyRead(second ?? "", "tok-1")).toBeUndefined();
  });

  it("starts nothing when signed out, on another page, or when the stored user is unreadable", () => {
    const { calls } = mockFetch({});
    openAt(`/projects/${QUOTE}/edit`);
    startEarlyReads();
    openAt("/dashboard");
    signInAs(MSP);
    startEarlyReads();
    openAt(`/projects/${QUOTE}/edit`);
    localStorage.setItem(STORAGE_KEYS.userInfo, "{not json");
    startEarlyReads();
    expect(calls).toHaveLength(0);
    expect(untakenEarlyReads()).toEqual([]);
  });
});
