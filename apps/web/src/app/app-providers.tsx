import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";
import { getSessionUser, subscribeSession } from "../api/session-storage.ts";
import { overlaysWanted, subscribeOverlays } from "./feedback/overlays.ts";
import { cssVariablesResolver, theme } from "./theme/theme.ts";

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Tests: no transitions or portals delays. */
  env?: "default" | "test";
  /** The dialogs and notifications (app-overlays.tsx); loaded when first wanted unless given. */
  overlays?: ReactNode;
}

const LazyOverlays = lazy(() => import("./app-overlays.tsx"));

/** The dialogs and notifications, once something wants one (feedback/overlays.ts). */
function OverlaysWhenWanted() {
  const wanted = useSyncExternalStore(subscribeOverlays, overlaysWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyOverlays />
    </Suspense>
  ) : null;
}

const isDark = () => getSessionUser()?.darkTheme === "yes";

/**
 * Theme (dark when the user's darkTheme is yes), data cache, modals and notifications. It draws again
 * only when the scheme changes, not for every change of the stored user (a reload of the user when the
 * shell opens, a profile save): MantineProvider gives its context a new value on each draw, which draws
 * every Mantine component on the page again.
 */
export function AppProviders({ queryClient, children, env = "default", overlays }: AppProvidersProps) {
  const dark = useSyncExternalStore(subscribeSession, isDark);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={dark ? "dark" : "light"}
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        {overlays ?? <OverlaysWhenWanted />}
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
