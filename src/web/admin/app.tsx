// The back office's providers around its router: the query client (a 401 anywhere ends the
// session here: lib/operator-session.ts) and the toast region, as the customers' app has.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { AppRouter } from '#web/app/app-router.tsx';
import { ToastRegion } from '#web/components/ui/toast-region.tsx';

export function AdminApp({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: DataRouter;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter router={router} />
      <ToastRegion />
    </QueryClientProvider>
  );
}
