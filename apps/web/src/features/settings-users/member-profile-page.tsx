import { Anchor, Avatar, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { routeAccess, routeById, type TUserInfo } from "@q2c/domain";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { useAccessContext } from "../../app/session/use-session.ts";
import { LoadError } from "./load-error.tsx";
import { roleLabel } from "./member-model.ts";
import { useMemberDetail } from "./use-members.ts";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

function Profile({ member }: { member: TUserInfo }) {
  const status = member.active ? "Active" : "Deactivated";
  return (
    <Stack gap="lg">
      <Group gap="lg" wrap="nowrap">
        <Avatar src={member.photoURL} name={member.displayName} size={72} alt="" />
        <div>
          <Title order={1} size="h2">
            {member.displayName}
          </Title>
          <Text c="dimmed">
            {roleLabel(member.role)} at {member.accountName}
          </Text>
        </div>
      </Group>
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label="E-mail">
            <Anchor href={`mailto:${member.email}`}>{member.email}</Anchor>
          </Field>
          <Field label="Phone">{member.phone ?? "Not given"}</Field>
          <Field label="Role">{roleLabel(member.role)}</Field>
          <Field label="Status">
            <Badge color={member.active ? "success" : "gray"} variant="light" tt="none">
              {status}
            </Badge>
          </Field>
          <Field label="Teams">
            {member.teams.length === 0 ? (
              "None"
            ) : (
              <Group gap={4}>
                {member.teams.map((t) => (
                  <Badge key={t.teamId} variant="default" tt="none">
                    {t.level === "manager" ? `${t.name} (manager)` : t.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Field>
        </SimpleGrid>
        {member.about.trim() ? (
          <Stack gap={4} mt="lg">
            <Text size="sm" c="dimmed" fw={500}>
              About
            </Text>
            <Text style={{ whiteSpace: "pre-wrap" }}>{member.about}</Text>
          </Stack>
        ) : null}
      </Paper>
    </Stack>
  );
}

/** /settings/users/:id: a member's public profile, read-only. */
export default function MemberProfilePage() {
  const { id = "" } = useParams();
  const member = useMemberDetail(id, { redirectOnNotFound: true });
  usePageTitle(member.data?.displayName);
  // The profile is open to every role; the member list only to those its route lets in.
  const canSeeList = routeAccess(routeById("settings.users"), useAccessContext()).kind === "ok";

  return (
    <Stack gap="lg" maw={880}>
      {canSeeList ? (
        <Anchor component={Link} to="/settings/users" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            Back to members
          </Group>
        </Anchor>
      ) : null}
      {member.isPending ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the profile">
          <Group gap="lg">
            <Skeleton circle height={72} />
            <Skeleton height={24} width={240} />
          </Group>
          <Skeleton height={160} radius="md" />
        </Stack>
      ) : member.isError ? (
        <LoadError
          error={member.error}
          title="Profile unavailable"
          fallback="This profile could not be loaded."
          onRetry={() => void member.refetch()}
        />
      ) : (
        <Profile member={member.data} />
      )}
    </Stack>
  );
}
