import type { TProject } from "@q2c/domain";
import { BUILDER_FLAGS, projectBuilderApi } from "../../api/project-builder-api.ts";

// The quote builder's read of the quote, started by its route (app/router: the page's prefetch) as soon
// as the route is known, while the page's code is still on its way and the shell draws: the read
// overlaps both instead of waiting for the page's first draw. The page takes it on its first read.

/** A started read is taken for this long; an older one (the page never came) is read again. */
const FRESH_MS = 10_000;

const started = new Map<string, { at: number; read: Promise<TProject> }>();

/** Starts reading the quote for the builder (at most once until the page takes it). */
export function prefetchBuilderProject(id: string): void {
  const now = Date.now();
  const known = started.get(id);
  if (known !== undefined && now - known.at < FRESH_MS) return;
  const read = projectBuilderApi.get(id, BUILDER_FLAGS);
  // Unhandled here: the page's query reports a failure (and a not-found read already redirected).
  read.catch(() => undefined);
  started.set(id, { at: now, read });
}

/** The read started for this visit of the page, once; undefined when none (or too old) is waiting. */
export function takePrefetchedProject(id: string): Promise<TProject> | undefined {
  const known = started.get(id);
  started.delete(id);
  return known !== undefined && Date.now() - known.at < FRESH_MS ? known.read : undefined;
}
