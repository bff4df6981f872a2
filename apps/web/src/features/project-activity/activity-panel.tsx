import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TProjectEvent } from "@q2c/domain";
import { IconActivity } from "@tabler/icons-react";
import { type ReactNode, useMemo } from "react";
import type { TCommentLink } from "../../api/project-activity-api.ts";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { ListEmpty, ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { useRequiredUser } from "../../app/session/use-session.ts";
import { formatDateTime } from "../accounts/format-date.ts";
import { CommentComposer } from "./comment-composer.tsx";
import { CommentItem, type DescribeLink } from "./comment-item.tsx";
import { describeEvent } from "./event-wording.ts";
import { mergeFeed } from "./feed-model.ts";
import { LikeButton } from "./like-button.tsx";
import { ACTIVITY_TEXTS as T } from "./texts.ts";
import {
  useActivityMutations,
  useLiveActivity,
  useProjectComments,
  useProjectEvents,
} from "./use-activity.ts";

export interface ActivityPanelProps {
  projectId: string;
  /** The building or line in view: new comments are about it (the builder passes it). */
  commentLink?: TCommentLink | null;
  /** Names a comment's building or line ("Warehouse · Building A"); generic words without it. */
  describeLink?: DescribeLink;
}

function EventItem({ event, onLike, busy }: { event: TProjectEvent; onLike: () => void; busy: boolean }) {
  const sentence = describeEvent(event);
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap" px="xs">
      <div style={{ minWidth: 0 }}>
        <Text size="sm">{sentence}</Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(event.createdAt)}
        </Text>
      </div>
      <LikeButton
        what={sentence}
        count={event.likeCount}
        liked={event.likedByMe}
        busy={busy}
        onToggle={onLike}
      />
    </Group>
  );
}

/**
 * The quote's activity: what happened (events, worded) and what was said (comments with files and
 * likes), newest first, with the comment box on top. It updates live: the tab joins the quote's room
 * and refetches on `project:activity`, so a comment posted elsewhere appears without a reload.
 */
export function ActivityPanel({ projectId, commentLink, describeLink }: ActivityPanelProps) {
  const user = useRequiredUser();
  const events = useProjectEvents(projectId);
  const comments = useProjectComments(projectId);
  const writes = useActivityMutations(projectId);
  useLiveActivity(projectId);
  useQueryErrorNotice(events.error ?? comments.error, T.couldNotLoad);
  const moderates = useCan("quotes.moderate");
  // The quote's provider side chooses who reads each comment and sees which is which.
  const provider = useCan("quotes.edit");

  const items = useMemo(
    () => mergeFeed(events.data?.pages.flatMap((p) => p.data) ?? [], comments.data ?? [], events.hasNextPage),
    [events.data, comments.data, events.hasNextPage],
  );

  let feed: ReactNode;
  if (events.isPending || comments.isPending) feed = <ListSkeleton label={T.loading} rows={3} />;
  else if ((events.isError && !events.data) || (comments.isError && !comments.data))
    feed = (
      <ListError
        message={T.couldNotLoad}
        onRetry={() => {
          void events.refetch();
          void comments.refetch();
        }}
      />
    );
  else if (items.length === 0)
    feed = (
      <ListEmpty
        filtered={false}
        title={T.empty}
        description={T.emptyText}
        icon={<IconActivity size={28} aria-hidden />}
      />
    );
  else
    feed = (
      <Stack
        gap="sm"
        component="ol"
        aria-label={T.feedLabel}
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            {item.kind === "comment" ? (
              <CommentItem
                projectId={projectId}
                comment={item.comment}
                mine={item.comment.authorUserId === user.id}
                canDelete={item.comment.authorUserId === user.id || moderates}
                writes={writes}
                describeLink={describeLink}
                showVisibility={provider}
              />
            ) : (
              <EventItem
                event={item.event}
                busy={writes.like.isPending}
                onLike={() => writes.like.mutate({ targetId: item.event.id, liked: item.event.likedByMe })}
              />
            )}
          </li>
        ))}
      </Stack>
    );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={T.title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {T.title}
        </Title>
        <CommentComposer
          post={writes.post}
          link={commentLink}
          describeLink={describeLink}
          choosesVisibility={provider}
        />
        {feed}
        {events.hasNextPage ? (
          <Button
            variant="subtle"
            size="xs"
            loading={events.isFetchingNextPage}
            onClick={() => void events.fetchNextPage()}
          >
            {T.showOlder}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
