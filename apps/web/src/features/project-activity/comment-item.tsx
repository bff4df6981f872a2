import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { MESSAGES, type TProjectComment } from "@q2c/domain";
import { IconBuilding, IconListDetails, IconLock, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import type { TCommentLink } from "../../api/project-activity-api.ts";
import { confirmDelete } from "../../app/feedback/confirm.tsx";
import { notifyError, notifySuccess, notifyWarning } from "../../app/feedback/notify.tsx";
import { formatDateTime } from "../accounts/format-date.ts";
import { CommentFiles } from "./comment-files.tsx";
import { LikeButton } from "./like-button.tsx";
import { ACTIVITY_TEXTS as T } from "./texts.ts";
import type { useActivityMutations } from "./use-activity.ts";

export type DescribeLink = (link: TCommentLink) => string | undefined;

export interface CommentItemProps {
  projectId: string;
  comment: TProjectComment;
  mine: boolean;
  /** The author, or the quote's MSP administrator. */
  canDelete: boolean;
  writes: ReturnType<typeof useActivityMutations>;
  describeLink?: DescribeLink;
  /** The MSP sees which comments are internal and which the customer reads; the customer reads only the latter. */
  showVisibility?: boolean;
}

/** The building or line a comment is about, as a link the builder reads (?building= / ?line=). */
function CommentLink({ link, describe }: { link: TCommentLink; describe?: DescribeLink }) {
  const building = "buildingId" in link;
  const name = describe?.(link) ?? (building ? T.onBuilding : T.onLine);
  const search = building
    ? `?building=${encodeURIComponent(link.buildingId)}`
    : `?line=${encodeURIComponent(link.lineId)}`;
  const Icon = building ? IconBuilding : IconListDetails;
  return (
    <Anchor component={Link} to={{ search }} size="xs">
      <Group gap={4} component="span" wrap="nowrap">
        <Icon size={12} aria-hidden />
        {name}
      </Group>
    </Anchor>
  );
}

/** One comment of the feed: author, time, text, files, link, likes; its author may edit or delete it. */
export function CommentItem({
  projectId,
  comment,
  mine,
  canDelete,
  writes,
  describeLink,
  showVisibility = false,
}: CommentItemProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (draft === null) return;
    if (draft.trim() === "") return setError(T.commentRequired);
    writes.edit.mutate(
      { id: comment.id, version: comment.version, body: draft.trim() },
      {
        onSuccess: (answer) => {
          if (isApiError(answer)) return notifyWarning(MESSAGES.conflict);
          setDraft(null);
          notifySuccess(T.commentLabel, "updated");
        },
        onError: (e) => notifyError(e, { fallback: MESSAGES.couldNotBeSaved }),
      },
    );
  };
  const remove = async () => {
    if (!(await confirmDelete({ title: T.deleteTitle }))) return;
    writes.remove.mutate(comment.id, {
      onSuccess: () => notifySuccess(T.commentLabel, "deleted"),
      onError: (e) => notifyError(e, { fallback: MESSAGES.couldNotDelete }),
    });
  };
  const who = `${comment.authorName}'s comment`;
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={who}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {comment.authorName}
            </Text>
            {showVisibility ? <VisibilityBadge visibility={comment.visibility} /> : null}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(comment.createdAt)}
            {comment.editedAt ? ` · ${T.edited}` : ""}
          </Text>
        </Group>
        {draft === null ? (
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {comment.body}
          </Text>
        ) : (
          <Textarea
            label={T.comment}
            rows={2}
            value={draft}
            error={error}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              setError(null);
            }}
          />
        )}
        <CommentFiles projectId={projectId} commentId={comment.id} files={comment.files} />
        {comment.link ? <CommentLink link={comment.link} describe={describeLink} /> : null}
        <Group justify="space-between" gap="xs">
          <LikeButton
            what={who}
            count={comment.likeCount}
            liked={comment.likedByMe}
            busy={writes.like.isPending}
            onToggle={() => writes.like.mutate({ targetId: comment.id, liked: comment.likedByMe })}
          />
          <Group gap={4}>
            {draft !== null ? (
              <>
                <Button size="compact-xs" variant="default" onClick={() => setDraft(null)}>
                  {T.cancel}
                </Button>
                <Button size="compact-xs" loading={writes.edit.isPending} onClick={save}>
                  {T.save}
                </Button>
              </>
            ) : (
              <>
                {mine ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-label={`${T.edit} ${who}`}
                    onClick={() => setDraft(comment.body)}
                  >
                    {T.edit}
                  </Button>
                ) : null}
                {canDelete ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="danger"
                    aria-label={`${T.delete} ${who}`}
                    onClick={() => void remove()}
                  >
                    {T.delete}
                  </Button>
                ) : null}
              </>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

function VisibilityBadge({ visibility }: { visibility: TProjectComment["visibility"] }) {
  const internal = visibility === "internal";
  return (
    <Badge
      size="xs"
      variant="light"
      color={internal ? "gray" : "primary"}
      leftSection={internal ? <IconLock size={10} aria-hidden /> : <IconUsers size={10} aria-hidden />}
    >
      {internal ? T.internalBadge : T.customerBadge}
    </Badge>
  );
}
