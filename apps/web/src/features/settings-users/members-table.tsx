import {
  Anchor,
  Avatar,
  Badge,
  Checkbox,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import type { PermissionSubject, TUserSummary } from "@q2c/domain";
import { Link } from "react-router";
import { MemberActions } from "./member-actions.tsx";
import { canManageUser, memberStatus, roleLabel, STATUS_BADGES } from "./member-model.ts";

function MfaBadge({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <Badge color="success" variant="light" tt="none">
      On
    </Badge>
  ) : (
    <Badge variant="default" tt="none">
      Off
    </Badge>
  );
}

export interface MembersTableProps {
  members: TUserSummary[];
  actor: PermissionSubject;
  selfId: string;
  /** Invited members picked for a reminder; null hides the checkboxes (no write rights). */
  selected: Set<string> | null;
  onToggle: (id: string) => void;
  onEdit: (member: TUserSummary) => void;
}

const COLUMNS = ["Name", "E-mail", "Role", "Teams", "Status", "MFA"];

export function MembersTable({ members, actor, selfId, selected, onToggle, onEdit }: MembersTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {selected ? (
              <Table.Th w={40}>
                <VisuallyHidden>Select</VisuallyHidden>
              </Table.Th>
            ) : null}
            {COLUMNS.map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
            <Table.Th w={56}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((m) => {
            const status = STATUS_BADGES[memberStatus(m)];
            const manageable = canManageUser(actor, m.role);
            return (
              <Table.Tr key={m.id}>
                {selected ? (
                  <Table.Td>
                    {m.pending && m.active && manageable ? (
                      <Checkbox
                        aria-label={`Select ${m.displayName} for a reminder`}
                        checked={selected.has(m.id)}
                        onChange={() => onToggle(m.id)}
                      />
                    ) : null}
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={m.photoURL} name={m.displayName} size={32} alt="" />
                    <Stack gap={0}>
                      <Anchor component={Link} to={`/settings/users/${m.id}`} fw={500}>
                        {m.displayName}
                      </Anchor>
                      {m.id === selfId ? (
                        <Text size="xs" c="dimmed">
                          You
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>{m.email}</Table.Td>
                <Table.Td>{roleLabel(m.role)}</Table.Td>
                <Table.Td>
                  {m.teams.length === 0 ? (
                    <Text c="dimmed" size="sm">
                      None
                    </Text>
                  ) : (
                    <Group gap={4}>
                      {m.teams.map((t) => (
                        <Badge key={t.teamId} variant="default" tt="none">
                          {t.level === "manager" ? `${t.name} (manager)` : t.name}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={status.color} variant="light" tt="none">
                    {status.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <MfaBadge enabled={m.mfaEnabled} />
                </Table.Td>
                <Table.Td>
                  <MemberActions member={m} canManage={manageable} isSelf={m.id === selfId} onEdit={onEdit} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Rows of grey bars while the first page loads. */
export function MembersTableSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading members">
      {[0, 1, 2, 3, 4].map((i) => (
        <Group key={i} gap="md" wrap="nowrap">
          <Skeleton circle height={32} />
          <Skeleton height={14} width="20%" />
          <Skeleton height={14} width="25%" />
          <Skeleton height={14} width="12%" />
          <Skeleton height={14} width="15%" />
        </Group>
      ))}
    </Stack>
  );
}
