import type { TProject } from "@q2c/domain";
import { BUILDER_FLAGS, projectBuilderApi } from "../../api/project-builder-api.ts";

// The quote builder's read of the quote, started by its route (app/router: the page's prefetch) as soon
// as the route is known, while the page's code is still on its way and the shell draws: the read
// overlaps both instead of waiting for the page's first draw. The page takes it on its first read.

/** A started read is taken for this long; an older one (the page never came) is read again. */
const FRESH_MS = 10_000;

interface Started {
  at: number;
  read: Promise<TProject>;
  /** The quote, once the read has answered. */
  arrived?: TProject;
}

const started = new Map<string, Started>();

/** Starts reading the quote for the builder (at most once until the page takes it). */
export function prefetchBuilderProject(id: string): void {
  const now = Date.now();
  const known = started.get(id);
  if (known !== undefined && now - known.at < FRESH_MS) return;
  const read = projectBuilderApi.get(id, BUILDER_FLAGS);
  const entry: Started = { at: now, read };
  // A failure is the page's query's to report (and a not-found read already redirected).
  read.then(
    (project) => {
      entry.arrived = project;
    },
    () => undefined,
  );
  started.set(id, entry);
}

/**
 * The quote of the read started for this visit when it has already answered, so that the page draws it
 * at once instead of a skeleton first; the read itself is still the page's to take.
 */
export function arrivedPrefetchedProject(id: string): TProject | undefined {
  const known = started.get(id);
  return known !== undefined && Date.now() - known.at < FRESH_MS ? known.arrived : undefined;
}

/** The read started for this visit of the page, once; undefined when none (or too old) is waiting. */
export function takePrefetchedProject(id: string): Promise<TProject> | undefined {
  const known = started.get(id);
  started.delete(id);
  return known !== undefined && Date.now() - known.at < FRESH_MS ? known.read : undefined;
}
