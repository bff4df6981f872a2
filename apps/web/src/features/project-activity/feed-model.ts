import type { TProjectComment, TProjectEvent } from "@q2c/domain";

export type FeedItem =
  | { kind: "event"; id: string; at: string; event: TProjectEvent }
  | { kind: "comment"; id: string; at: string; comment: TProjectComment };

/**
 * Events and comments in one list, newest first. A comment shows itself, so its "commented" event is
 * left out. While older events remain unloaded, comments older than the oldest loaded event wait too,
 * so that the feed never shows a gap that "Show older" would fill in the middle.
 */
export function mergeFeed(
  events: readonly TProjectEvent[],
  comments: readonly TProjectComment[],
  moreEvents: boolean,
): FeedItem[] {
  const oldestEvent = events.reduce<string | null>(
    (oldest, e) => (oldest === null || e.createdAt < oldest ? e.createdAt : oldest),
    null,
  );
  const items: FeedItem[] = [
    ...events
      .filter((e) => e.type !== "comment_added")
      .map((event) => ({ kind: "event" as const, id: event.id, at: event.createdAt, event })),
    ...comments
      .filter((c) => !moreEvents || oldestEvent === null || c.createdAt >= oldestEvent)
      .map((comment) => ({ kind: "comment" as const, id: comment.id, at: comment.createdAt, comment })),
  ];
  // ISO timestamps sort as text; ids (UUID v7) break ties in creation order.
  return items.sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
}
