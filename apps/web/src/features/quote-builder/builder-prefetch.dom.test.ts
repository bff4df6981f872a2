import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import {
  arrivedPrefetchedProject,
  prefetchBuilderProject,
  takePrefetchedProject,
} from "./builder-prefetch.ts";
import { simpleQuote } from "./test-data.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the builder's read started by its route", () => {
  it("reads the quote once with the builder's flags, for the page to take once", async () => {
    signIn();
    const { quote } = simpleQuote();
    const { calls } = mockFetch({ [`GET /api/v1/projects/${quote.id}`]: () => json(200, quote) });
    prefetchBuilderProject(quote.id);
    prefetchBuilderProject(quote.id);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toContain("getProjectLocationBundleProducts=true");
    expect(await takePrefetchedProject(quote.id)).toEqual(quote);
    // Taken: the next visit reads afresh.
    expect(takePrefetchedProject(quote.id)).toBeUndefined();
  });

  it("shows the quote once the read has answered, so that the page can draw it at once", async () => {
    signIn();
    const { quote } = simpleQuote();
    mockFetch({ [`GET /api/v1/projects/${quote.id}`]: () => json(200, quote) });
    prefetchBuilderProject(quote.id);
    expect(arrivedPrefetchedProject(quote.id)).toBeUndefined();
    await vi.waitFor(() => expect(arrivedPrefetchedProject(quote.id)).toEqual(quote));
    // Still the page's to take, with the same answer; once taken, it is gone.
    const arrived = arrivedPrefetchedProject(quote.id);
    expect(await takePrefetchedProject(quote.id)).toBe(arrived);
    expect(arrivedPrefetchedProject(quote.id)).toBeUndefined();
  });

  it("is not taken once stale (the page never came), and is then read again", async () => {
    signIn();
    vi.useFakeTimers({ now: new Date("2026-11-01T10:00:00Z"), toFake: ["Date"] });
    const { quote } = simpleQuote();
    const { calls } = mockFetch({ [`GET /api/v1/projects/${quote.id}`]: () => json(200, quote) });
    prefetchBuilderProject(quote.id);
    vi.setSystemTime(new Date("2026-11-01T10:01:00Z"));
    prefetchBuilderProject(quote.id);
    expect(calls).toHaveLength(2);
    vi.setSystemTime(new Date("2026-11-01T10:02:00Z"));
    expect(takePrefetchedProject(quote.id)).toBeUndefined();
  });
});
