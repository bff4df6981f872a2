import { Menu, Text, Tooltip } from "@mantine/core";
import { MESSAGES } from "@q2c/domain";
import { IconLogout, IconMoon, IconSun, IconUserCircle } from "@tabler/icons-react";
import type { ReactElement } from "react";
import { Link, useNavigate } from "react-router";
import { notifyError } from "../feedback/notify.tsx";
import { signOut } from "../session/sign-out.ts";
import { useRequiredUser } from "../session/use-session.ts";
import { useUpdateCurrentUser } from "../session/use-update-current-user.ts";

// The header's popups, loaded when first wanted (deferred-popup.tsx): Mantine's Menu and Tooltip and
// floating-ui stay out of the first load.

interface PopupProps {
  target: ReactElement;
  defaultOpened: boolean;
}

/** Profile, dark theme (saved to the user's darkTheme) and sign out. */
export function UserMenuPopup({ target, defaultOpened }: PopupProps) {
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
    <Menu position="bottom-end" width={240} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
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

/** Starred pages that have no room inline. */
export function StarredMenuPopup({
  target,
  defaultOpened,
  pages,
}: PopupProps & { pages: { path: string; title: string }[] }) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {pages.map((page) => (
          <Menu.Item key={page.path} component={Link} to={page.path}>
            {page.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function LabelTooltip({ target, defaultOpened, label }: PopupProps & { label: string }) {
  return (
    <Tooltip label={label} defaultOpened={defaultOpened}>
      {target}
    </Tooltip>
  );
}
