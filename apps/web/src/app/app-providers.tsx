import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { NOTIFICATION_DURATION_MS } from "@q2c/domain";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useSessionUser } from "./session/use-session.ts";
import { cssVariablesResolver, theme } from "./theme/theme.ts";

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Tests: no transitions or portals delays. */
  env?: "default" | "test";
}

/** Theme (dark when the user's darkTheme is yes), data cache, modals and notifications. */
export function AppProviders({ queryClient, children, env = "default" }: AppProvidersProps) {
  const user = useSessionUser();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={user?.darkTheme === "yes" ? "dark" : "light"}
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
