import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { LoadingBar } from "../layout/loading-bar.tsx";
import { RegisteredRoutesContext } from "../layout/registered-pages.tsx";
import { useHasToken } from "../session/use-session.ts";
import { listenForPreloadErrors } from "./lazy-page.ts";

/** Above every page: chunk-failure notices, scroll restoration, and no cached data across sessions. */
export function RootFrame({ registered }: { registered: ReadonlySet<string> }) {
  const queryClient = useQueryClient();
  const hasToken = useHasToken();

  useEffect(() => listenForPreloadErrors(), []);

  // A different user must never see the previous user's cached answers: drop them when a session
  // ends (not on every signed-out render, which would pull data from under the login page).
  const hadToken = useRef(hasToken);
  useEffect(() => {
    if (hadToken.current && !hasToken) queryClient.clear();
    hadToken.current = hasToken;
  }, [hasToken, queryClient]);

  return (
    <RegisteredRoutesContext.Provider value={registered}>
      <LoadingBar />
      <Outlet />
      <ScrollRestoration />
    </RegisteredRoutesContext.Provider>
  );
}
