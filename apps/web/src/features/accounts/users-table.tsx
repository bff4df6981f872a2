import { Badge, Table, Text } from "@mantine/core";
import type { TUserSummary } from "@q2c/domain";

const stateOf = (user: TUserSummary): { label: string; color: string } => {
  if (user.pending) return { label: "Invited", color: "warning" };
  return user.active ? { label: "Active", color: "success" } : { label: "Inactive", color: "gray" };
};

/** Users of an account as rows: name, e-mail, role, teams and whether they have registered. */
export function UsersTable({ users, label }: { users: readonly TUserSummary[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Teams</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const state = stateOf(user);
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {user.displayName || "—"}
                  </Text>
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td tt="capitalize">{user.role.replace(/_/g, " ")}</Table.Td>
                <Table.Td>{user.teams.map((t) => t.name).join(", ") || "—"}</Table.Td>
                <Table.Td>
                  <Badge variant="dot" color={state.color}>
                    {state.label}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
