import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import { createQueryClient } from "../api/query-client.ts";
import { AppProviders } from "./app-providers.tsx";
import { createAppRouter } from "./router/create-app-router.ts";

export function App() {
  // Created once per page load; state survives re-renders of App.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
