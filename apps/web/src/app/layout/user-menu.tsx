import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { MESSAGES } from "@q2c/domain";
import { IconChevronDown, IconLogout, IconMoon, IconSun, IconUserCircle } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router";
import { notifyError } from "../feedback/notify.tsx";
import { signOut } from "../session/sign-out.ts";
import { useRequiredUser } from "../session/use-session.ts";
import { useUpdateCurrentUser } from "../session/use-update-current-user.ts";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (
    (parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "")
  ).toUpperCase();
}

/** Profile, dark theme (saved to the user's darkTheme) and sign out. */
export function UserMenu() {
  const user = useRequiredUser();
  const navigate = useNavigate();
  const update = useUpdateCurrentUser();
  const dark = user.darkTheme === "yes";

  const toggleTheme = () =>
    update.mutate(
      { darkTheme: dark ? "no" : "yes" },
      { onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotBeSaved }) },
    );

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu of ${user.displayName}`}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.photoURL} alt="" radius="xl" size={32} color="primary">
              {initials(user.displayName)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {user.displayName}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.accountName}</Menu.Label>
        <Menu.Item component={Link} to="/user/profile" leftSection={<IconUserCircle size={16} aria-hidden />}>
          Profile
        </Menu.Item>
        {/* Mantine forces role="menuitem", so the state is in the item's text, not in aria-checked. */}
        <Menu.Item
          closeMenuOnClick={false}
          leftSection={dark ? <IconSun size={16} aria-hidden /> : <IconMoon size={16} aria-hidden />}
          rightSection={
            <Text size="xs" c="dimmed">
              {dark ? "On" : "Off"}
            </Text>
          }
          onClick={toggleTheme}
        >
          Dark theme
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="danger"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut((path) => navigate(path, { replace: true }))}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
