import { NavLink } from "@mantine/core";
import { buildMenu, type MenuEntry } from "@q2c/domain";
import { IconChevronRight } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { memo, type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { categoriesApi } from "../../api/categories-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useAccessContext } from "../session/use-session.ts";
import { menuIcon } from "./menu-icons.ts";
import { containsPath, isActivePath, visibleMenu } from "./menu-model.ts";
import { useIsRegisteredPath } from "./registered-pages.tsx";
import classes from "./side-menu.module.css";

interface MenuItemProps {
  entry: MenuEntry;
  pathname: string;
  onNavigate: () => void;
}

const MenuItem = memo(function MenuItem({ entry, pathname, onNavigate }: MenuItemProps) {
  const Icon = menuIcon(entry.icon);
  const icon = <Icon size={18} stroke={1.6} aria-hidden />;
  if (entry.children.length > 0) {
    return <MenuGroup entry={entry} icon={icon} pathname={pathname} onNavigate={onNavigate} />;
  }
  if (entry.path === null) return null;
  const active = isActivePath(entry.path, pathname);
  return (
    <NavLink
      component={Link}
      to={entry.path}
      label={entry.title}
      leftSection={icon}
      active={active}
      aria-current={active ? "page" : undefined}
      onClick={onNavigate}
    />
  );
});

/**
 * A group (Sell, Catalog, ...): a real button that shows and hides its entries, so Tab reaches it and
 * Enter or Space opens it; its entries follow it in the tab order while open. It starts open around
 * the current page and opens when the user arrives at a page inside it. A closed group's entries are
 * not drawn (every page would carry them hidden).
 */
function MenuGroup({ entry, icon, pathname, onNavigate }: MenuItemProps & { icon: ReactNode }) {
  const holdsPage = containsPath(entry, pathname);
  const [opened, setOpened] = useState(holdsPage);
  useEffect(() => {
    if (holdsPage) setOpened(true);
  }, [holdsPage]);
  const listId = useId();
  return (
    <>
      <NavLink
        component="button"
        label={entry.title}
        leftSection={icon}
        rightSection={<IconChevronRight size={14} stroke={1.8} aria-hidden />}
        opened={opened}
        aria-expanded={opened}
        aria-controls={listId}
        onClick={() => setOpened((open) => !open)}
      />
      {opened ? (
        <div id={listId} className={classes.group}>
          {entry.path !== null ? (
            <NavLink
              component={Link}
              to={entry.path}
              label={entry.title}
              active={pathname === entry.path}
              aria-current={pathname === entry.path ? "page" : undefined}
              onClick={onNavigate}
            />
          ) : null}
          {entry.children.map((child) => (
            <MenuItem key={child.id} entry={child} pathname={pathname} onNavigate={onNavigate} />
          ))}
        </div>
      ) : null}
    </>
  );
}

/**
 * The side menu of foundation §2 for the signed-in user (buildMenu filters by account kind, role,
 * teams and entitlements), narrowed to entries whose page exists. Rendered inside the shell's <nav>.
 */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const ctx = useAccessContext();
  const { pathname } = useLocation();
  const isRegistered = useIsRegisteredPath();
  // Category pages are the only menu entries fed by data; skip the call until they exist.
  const wantsCategories = isRegistered("/product-category/x");
  const categories = useQuery({
    queryKey: queryKeys.menuCategories,
    queryFn: categoriesApi.menu,
    enabled: ctx.loggedIn && wantsCategories,
    staleTime: 5 * 60_000,
  });
  const entries = useMemo(
    () => visibleMenu(buildMenu(ctx, categories.data ?? []), isRegistered),
    [ctx, categories.data, isRegistered],
  );
  return (
    <div className={classes.scroll}>
      {entries.map((entry) => (
        <MenuItem key={entry.id} entry={entry} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </div>
  );
}
