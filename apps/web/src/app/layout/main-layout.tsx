import { AppShell, Container } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { isFixedWidth, LOGIN_PATH } from "@q2c/domain";
import { useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { useRealtime } from "../realtime/use-realtime.ts";
import { preloadLikelyNextWhenIdle, preloadPagesOnLinkIntent } from "../router/preload-page.ts";
import { useCurrentRoute } from "../router/use-current-route.ts";
import { currentAccessContext, SignedInUserContext, useSessionUser } from "../session/use-session.ts";
import { useSessionRefresh } from "../session/use-session-refresh.ts";
import { AppHeader } from "./app-header.tsx";
import { PageTitleProvider } from "./page-title.tsx";
import { SideMenu } from "./side-menu.tsx";

/** The shell of every signed-in page (foundation §9: the side menu starts expanded). */
export function MainLayout() {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const route = useCurrentRoute();
  const user = useSessionUser();
  useRealtime(user !== null);
  useEffect(preloadPagesOnLinkIntent, []);
  useEffect(() => preloadLikelyNextWhenIdle(currentAccessContext()), []);
  useSessionRefresh(user?.id);

  // The session ended (sign-out, failed refresh, another tab): leave before anything reads the user.
  if (user === null) return <Navigate to={LOGIN_PATH} replace />;
  const fixed = route !== null && isFixedWidth(route, user.accountKind);
  return (
    <SignedInUserContext.Provider value={user}>
      <PageTitleProvider>
        <AppShell
          header={{ height: 60 }}
          navbar={{
            width: 260,
            breakpoint: "sm",
            collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
          }}
          padding="md"
        >
          <AppShell.Header>
            <AppHeader
              route={route}
              mobileOpened={mobileOpened}
              desktopOpened={desktopOpened}
              onToggleMobile={mobile.toggle}
              onToggleDesktop={desktop.toggle}
            />
          </AppShell.Header>
          <AppShell.Navbar p="xs" aria-label="Main menu">
            <SideMenu onNavigate={mobile.close} />
          </AppShell.Navbar>
          <AppShell.Main>
            <Container fluid={!fixed} size="lg" px={0}>
              <Outlet />
            </Container>
          </AppShell.Main>
        </AppShell>
      </PageTitleProvider>
    </SignedInUserContext.Provider>
  );
}
