// The web app itself: the query client, the router, and React on #root, replacing the page's
// shell that the server rendered there (docs/decisions/022). main.tsx loads it once the shell
// is on screen.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '#web/app/providers.tsx';
import { AppRouter } from '#web/app/app-router.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import type { QueryClient } from '@tanstack/react-query';
import { createAppRouter, logRouteError } from '#web/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// createRoot, not hydrateRoot: the shell is the same frame the app draws first, and replacing
// it whole cannot fail on a detail that differs (the session, the cookie choice, the time).
function render(
  root: HTMLElement,
  queryClient: QueryClient,
  router: ReturnType<typeof createAppRouter>,
) {
  // As a transition, React renders in slices and lets the browser answer input in between: the
  // shell is already on screen, so nothing is gained by rendering in one long, blocking task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppRouter router={router} onError={logRouteError} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const router = createAppRouter();
  // The router starts loading the page's code as it is created. Until it has, the shell on
  // screen is what React would draw (the same frame, "Loading…"): replacing it with itself is
  // work for nothing, so React starts once the page can be drawn.
  if (router.state.initialized) {
    render(root, queryClient, router);
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render(root, queryClient, router);
  });
}

// Evaluating this module and its imports is one task of the browser's; creating the router (it
// matches the address and reads the history) is left to the next. Two shorter tasks leave the
// browser free to answer in between. (Never awaited at the top of this module: the pages import
// modules bundled with this one, and would wait for it while it waits for them.)
setTimeout(() => start(container), 0);
