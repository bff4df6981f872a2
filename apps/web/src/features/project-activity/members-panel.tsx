import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { MESSAGES, type TProject, type TProjectMember } from "@q2c/domain";
import { IconMail, IconTrash, IconUserPlus, IconUsersPlus } from "@tabler/icons-react";
import { useState } from "react";
import { confirmAction } from "../../app/feedback/confirm.tsx";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { type MemberDialog, MemberDialogs } from "./member-dialogs.tsx";
import { MEMBER_KIND_LABELS, ACTIVITY_TEXTS as T } from "./texts.ts";
import { type PeopleSeed, usePeopleMutations, useProjectPeople } from "./use-people.ts";
import { WatchButton } from "./watch-button.tsx";

export interface MembersPanelProps {
  projectId: string;
  /** The quote's editor: may add, remove, invite and message members. */
  canEdit: boolean;
  /** A read of the quote with its members and team (the builder's), so that the panel need not read it. */
  seed?: PeopleSeed;
}

const kindLabel = (kind: string): string => MEMBER_KIND_LABELS[kind] ?? kind;

function MemberRow({
  member,
  canEdit,
  onRemove,
}: {
  member: TProjectMember;
  canEdit: boolean;
  onRemove: () => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" component="li">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{member.accountName}</Text>
        <Badge variant="light" color="gray" size="sm">
          {kindLabel(member.kind)}
        </Badge>
      </Group>
      {canEdit ? (
        <Tooltip label={T.removeTitle}>
          <ActionIcon
            variant="subtle"
            color="danger"
            aria-label={T.removeMember(member.accountName)}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/** Watchers by name where the quote's team knows them; the rest are counted. */
function Watchers({ project }: { project: TProject }) {
  const names = new Map((project.team ?? []).map((u) => [u.id, u.displayName || u.email]));
  const known = project.watcherIds.flatMap((id) => (names.has(id) ? [names.get(id) as string] : []));
  const others = project.watcherIds.length - known.length;
  if (project.watcherIds.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {T.noWatchers}
      </Text>
    );
  return <Text size="sm">{[...known, ...(others > 0 ? [T.otherWatchers(others)] : [])].join(", ")}</Text>;
}

/**
 * Who is on the quote: member accounts (partners; the editor adds, invites, messages and removes
 * them) and the users who watch it, with Watch / Unwatch for the signed-in user.
 */
export function MembersPanel({ projectId, canEdit, seed }: MembersPanelProps) {
  const people = useProjectPeople(projectId, seed);
  const writes = usePeopleMutations(projectId);
  const [dialog, setDialog] = useState<MemberDialog | null>(null);
  useQueryErrorNotice(people.error, MESSAGES.unexpectedError);
  const members = people.data?.members ?? [];

  const remove = async (member: TProjectMember) => {
    const yes = await confirmAction({
      title: T.removeTitle,
      message: T.removeQuestion(member.accountName),
      confirmLabel: T.removeTitle,
      danger: true,
    });
    if (!yes) return;
    writes.remove.mutate(member.id, {
      onSuccess: () => notifySuccess(T.member, "removed"),
      onError: (e) => notifyError(e, { fallback: MESSAGES.couldNotDelete }),
    });
  };

  let body: React.ReactNode;
  if (people.isPending) body = <ListSkeleton label={T.members} rows={2} />;
  else if (people.isError)
    body = <ListError message={MESSAGES.unexpectedError} onRetry={() => void people.refetch()} />;
  else
    body = (
      <Stack gap="md">
        {members.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.noMembers}
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ul"
            aria-label={T.membersLabel}
            style={{ listStyle: "none", padding: 0, margin: 0 }}
          >
            {members.map((m) => (
              <MemberRow key={m.id} member={m} canEdit={canEdit} onRemove={() => void remove(m)} />
            ))}
          </Stack>
        )}
        {canEdit ? (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconUserPlus size={14} aria-hidden />}
              onClick={() => setDialog("add")}
            >
              {T.addMember}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconUsersPlus size={14} aria-hidden />}
              onClick={() => setDialog("invite")}
            >
              {T.invite}
            </Button>
            {members.length > 0 ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconMail size={14} aria-hidden />}
                onClick={() => setDialog("notify")}
              >
                {T.notify}
              </Button>
            ) : null}
          </Group>
        ) : null}
        <Stack gap={4}>
          <Group justify="space-between">
            <Title order={3} size="h5">
              {T.watchers}
            </Title>
            <WatchButton projectId={projectId} watching={people.data.watching} />
          </Group>
          <Watchers project={people.data} />
        </Stack>
      </Stack>
    );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={T.members}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.members}
        </Title>
        {body}
      </Stack>
      <MemberDialogs projectId={projectId} dialog={dialog} writes={writes} onClose={() => setDialog(null)} />
    </Paper>
  );
}
