import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { NOTIFICATION_DURATION_MS } from "@q2c/domain";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useSyncExternalStore } from "react";
import { getSessionUser, subscribeSession } from "../api/session-storage.ts";
import { cssVariablesResolver, theme } from "./theme/theme.ts";

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Tests: no transitions or portals delays. */
  env?: "default" | "test";
}

const isDark = () => getSessionUser()?.darkTheme === "yes";

/**
 * Theme (dark when the user's darkTheme is yes), data cache, modals and notifications. It draws again
 * only when the scheme changes, not for every change of the stored user (a reload of the user when the
 * shell opens, a profile save): MantineProvider gives its context a new value on each draw, which draws
 * every Mantine component on the page again.
 */
export function AppProviders({ queryClient, children, env = "default" }: AppProvidersProps) {
  const dark = useSyncExternalStore(subscribeSession, isDark);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={dark ? "dark" : "light"}
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-right" autoClose={NOTIFICATION_DURATION_MS} limit={5} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
