import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { z } from "zod";
import { configureApi, shouldRetry } from "./lib/api.ts";
import { queryKeys } from "./lib/query-keys.ts";
import { freshCsrfToken } from "./lib/session.ts";
import type { SessionAnswer } from "@petsies/contract/admin";
import { makeRouter } from "./router.tsx";
import "./styles.css";

// The Content-Security-Policy forbids eval: tell zod not to try compiling its parsers with new Function.
z.config({ jitless: true });

// networkMode "always": a call made offline fails at once with the API client's offline message, instead of
// waiting silently (a "Saving…" button that never finishes) until the browser thinks it is back online.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true, networkMode: "always" },
    mutations: { retry: false, networkMode: "always" },
  },
});
const router = makeRouter(queryClient);

configureApi({
  csrfToken: () => queryClient.getQueryData<SessionAnswer | null>(queryKeys.session)?.csrfToken,
  refreshCsrfToken: () => freshCsrfToken(queryClient),
  onUnauthenticated: () => {
    queryClient.setQueryData(queryKeys.session, null);
    const here = router.state.location;
    if (here.pathname === "/sign-in") return;
    void router.navigate({ to: "/sign-in", search: { redirect: here.href } });
  },
  onTotpSetupRequired: () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    const here = router.state.location;
    if (here.pathname === "/two-factor") return;
    void router.navigate({ to: "/two-factor", search: { redirect: here.href } });
  },
});

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
