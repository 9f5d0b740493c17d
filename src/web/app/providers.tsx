// What every screen relies on: the query cache, the auth state and the toast region. The
// router sits inside, so pages and error screens alike can use all three.
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastRegion } from '#web/components/ui/toast-region.tsx';
import { AuthProvider } from '#web/lib/auth/auth-provider.tsx';

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <ToastRegion />
    </QueryClientProvider>
  );
}
