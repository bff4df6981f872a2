import { ActionIcon, Anchor, Burger, Group } from "@mantine/core";
import type { AppRoute } from "@q2c/domain";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from "@tabler/icons-react";
import { Link } from "react-router";
import { PageBreadcrumbs } from "./page-breadcrumbs.tsx";
import { StarredPages } from "./starred-pages.tsx";
import { UserMenu } from "./user-menu.tsx";

export interface AppHeaderProps {
  route: AppRoute | null;
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
}

/** Menu toggles, brand, breadcrumbs, starred pages and the user menu. */
export function AppHeader({
  route,
  mobileOpened,
  desktopOpened,
  onToggleMobile,
  onToggleDesktop,
}: AppHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={mobileOpened ? "Close the menu" : "Open the menu"}
          aria-expanded={mobileOpened}
        />
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onToggleDesktop}
          visibleFrom="sm"
          aria-label={desktopOpened ? "Collapse the menu" : "Expand the menu"}
          aria-expanded={desktopOpened}
        >
          {desktopOpened ? (
            <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
          ) : (
            <IconLayoutSidebarLeftExpand size={20} aria-hidden />
          )}
        </ActionIcon>
        <Anchor
          component={Link}
          to="/"
          fw={700}
          c="var(--mantine-color-text)"
          underline="never"
          style={{ whiteSpace: "nowrap" }}
        >
          Quote-to-Cash
        </Anchor>
        <Group visibleFrom="sm" style={{ minWidth: 0 }} wrap="nowrap">
          <PageBreadcrumbs route={route} />
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <StarredPages />
        <UserMenu />
      </Group>
    </Group>
  );
}
