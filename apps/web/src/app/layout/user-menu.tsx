import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useRequiredUser } from "../session/use-session.ts";
import { DeferredPopup } from "./deferred-popup.tsx";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (
    (parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "")
  ).toUpperCase();
}

/**
 * The account button; its menu (profile, dark theme, sign out: header-popups.tsx) loads when wanted.
 * Its name is "Account menu of <name>", written out for assistive technology, and holds the name shown
 * (WCAG 2.5.3, axe's label-content-name-mismatch): the shown name (hidden on narrow screens) and the
 * avatar's initials are not read twice.
 */
export function UserMenu() {
  const user = useRequiredUser();
  return (
    <DeferredPopup
      kind="menu"
      trigger={(props) => (
        <UnstyledButton {...props}>
          <VisuallyHidden>Account menu of {user.displayName}</VisuallyHidden>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.photoURL} alt="" radius="xl" size={32} color="primary" aria-hidden>
              {initials(user.displayName)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate aria-hidden>
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
