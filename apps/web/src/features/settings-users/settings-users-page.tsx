import { Stack, Tabs, Text, Title } from "@mantine/core";
import { resolveTitle, routeById } from "@q2c/domain";
import { IconUsers, IconUsersGroup } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext, useRequiredUser } from "../../app/session/use-session.ts";
import { MembersTab } from "./members-tab.tsx";
import { TeamsTab } from "./teams-tab.tsx";

type Tab = "members" | "teams";

/**
 * /settings/users: "Members and Teams" ("Team Members" for customers, from the route table).
 * The tab sits in the query (?tab=teams) so that a reload or a shared link opens the same tab.
 */
export default function SettingsUsersPage() {
  const user = useRequiredUser();
  const { role } = useAccessContext();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "teams" ? "teams" : "members";
  const title = resolveTitle(routeById("settings.users").title, user.accountKind);
  const canManage = useCan("teams.manage");

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{user.accountName}</Text>
      </div>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next === "teams" ? { tab: "teams" } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="members" leftSection={<IconUsers size={16} aria-hidden />}>
            Members
          </Tabs.Tab>
          <Tabs.Tab value="teams" leftSection={<IconUsersGroup size={16} aria-hidden />}>
            Teams
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members">
          <MembersTab accountId={user.accountId} actorRole={role} selfId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="teams">
          <TeamsTab accountId={user.accountId} canManage={canManage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
