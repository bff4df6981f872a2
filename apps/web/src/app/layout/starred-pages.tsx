import { ActionIcon, Box, Button, Group } from "@mantine/core";
import { MESSAGES } from "@q2c/domain";
import { IconDots, IconStar, IconStarFilled } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { notifyError } from "../feedback/notify.tsx";
import { useRequiredUser } from "../session/use-session.ts";
import { useUpdateCurrentUser } from "../session/use-update-current-user.ts";
import { DeferredPopup } from "./deferred-popup.tsx";
import { useIsRegisteredPath } from "./registered-pages.tsx";
import { splitStarred, starredPagesOf, starredTitle, toggleStarred } from "./starred-pages-model.ts";

interface Starred {
  path: string;
  title: string;
}

function StarredMenu({ pages, label }: { pages: Starred[]; label: string }) {
  return (
    <DeferredPopup
      kind="menu"
      trigger={(props) => (
        <ActionIcon {...props} variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      )}
      popup={(p, target, open) => <p.StarredMenuPopup target={target} defaultOpened={open} pages={pages} />}
    />
  );
}

/** The star toggle for the current page and the starred pages (first 10 inline, the rest in a menu). */
export function StarredPages() {
  const user = useRequiredUser();
  const { pathname, search } = useLocation();
  const isRegistered = useIsRegisteredPath();
  const update = useUpdateCurrentUser();
  const paths = starredPagesOf(user.preferences);
  // A page starred before its route lost its page is kept in preferences but not linked.
  const pages = paths
    .filter((path) => isRegistered(path))
    .map((path) => ({ path, title: starredTitle(path, user.accountKind) }));
  const { visible, overflow } = splitStarred(pages);
  const here = `${pathname}${search}`;
  const starred = paths.includes(here);

  const toggle = () =>
    update.mutate(
      { preferences: { ...user.preferences, starredPages: toggleStarred(paths, here) } },
      { onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotBeSaved }) },
    );

  const label = starred ? "Remove this page from starred pages" : "Star this page";
  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label="Starred pages">
      <Group gap={2} wrap="nowrap" visibleFrom="md">
        {visible.map((page) => (
          <Button
            key={page.path}
            component={Link}
            to={page.path}
            variant="subtle"
            size="compact-sm"
            maw={160}
          >
            {page.title}
          </Button>
        ))}
      </Group>
      {overflow.length > 0 ? (
        <Box visibleFrom="md">
          <StarredMenu pages={overflow} label={`${overflow.length} more starred pages`} />
        </Box>
      ) : null}
      {/* Narrow screens have no room for the inline buttons: every starred page sits in the menu. */}
      {pages.length > 0 ? (
        <Box hiddenFrom="md">
          <StarredMenu pages={pages} label="Starred pages" />
        </Box>
      ) : null}
      <DeferredPopup
        kind="tooltip"
        trigger={(props) => (
          <ActionIcon
            {...props}
            variant="subtle"
            color={starred ? "warning" : "gray"}
            aria-label={label}
            aria-pressed={starred}
            disabled={update.isPending}
            onClick={toggle}
          >
            {starred ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
          </ActionIcon>
        )}
        popup={(p, target, open) => <p.LabelTooltip target={target} defaultOpened={open} label={label} />}
      />
    </Group>
  );
}
