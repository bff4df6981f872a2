import { Avatar, Group, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useRequiredUser } from "../session/use-session.ts";
import { DeferredPopup } from "./deferred-popup.tsx";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (
    (parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "")
  ).toUpperCase();
}

/** The account button; its menu (profile, dark theme, sign out: header-popups.tsx) loads when wanted. */
export function UserMenu() {
  const user = useRequiredUser();
  return (
    <DeferredPopup
      kind="menu"
      trigger={(props) => (
        <UnstyledButton {...props} aria-label={`Account menu of ${user.displayName}`}>
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
      )}
      popup={(p, target, open) => <p.UserMenuPopup target={target} defaultOpened={open} />}
    />
  );
}
