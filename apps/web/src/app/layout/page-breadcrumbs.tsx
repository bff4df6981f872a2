import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { type AccountKind, type AppRoute, resolveBreadcrumb, resolveTitle } from "@q2c/domain";
import { useEffect } from "react";
import { Link } from "react-router";
import { useSessionUser } from "../session/use-session.ts";
import { usePageTitles } from "./page-title.tsx";

const APP_NAME = "Quote-to-Cash";

/** The crumbs of a route for an account kind, with the page's titles or their placeholders. */
export function useBreadcrumb(route: AppRoute | null): string[] {
  const kind: AccountKind = useSessionUser()?.accountKind ?? "customer";
  const titles = usePageTitles();
  if (route === null) return [];
  const crumbs = resolveBreadcrumb(route.breadcrumb, kind, titles);
  return crumbs.length > 0 ? crumbs : [resolveTitle(route.title, kind)];
}

/** Foundation §2: breadcrumbs start at Dashboard, which links home; the last crumb is this page. */
export function PageBreadcrumbs({ route }: { route: AppRoute | null }) {
  const crumbs = useBreadcrumb(route);
  const last = crumbs[crumbs.length - 1];

  useEffect(() => {
    document.title = last === undefined ? APP_NAME : `${last} | ${APP_NAME}`;
  }, [last]);

  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" style={{ minWidth: 0 }}>
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: "nowrap" } }}>
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          const key = `${index}-${crumb}`;
          if (index === 0 && !isLast && route?.path !== "/") {
            return (
              <Anchor key={key} component={Link} to="/" size="sm">
                {crumb}
              </Anchor>
            );
          }
          return (
            <Text
              key={key}
              size="sm"
              truncate
              fw={isLast ? 600 : undefined}
              c={isLast ? undefined : "dimmed"}
              aria-current={isLast ? "page" : undefined}
            >
              {crumb}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
