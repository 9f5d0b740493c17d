// The signed-in operator, as one query every screen shares: null when there is no operator
// session. Any back-office request answered 401 (the session ended: idle, its lifetime, signed
// out elsewhere) empties it, and the guarded pages then go to the sign-in page.
import { QueryCache, QueryClient, useQuery, type DefaultOptions } from '@tanstack/react-query';
import type { OperatorView } from '#shared/api/admin/session.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { fetchOperator } from './admin-api.ts';

const operatorQueryKey = ['admin', 'operator'] as const;

export function useOperator() {
  return useQuery({
    queryKey: operatorQueryKey,
    queryFn: ({ signal }) => fetchOperator(signal),
    staleTime: 60_000,
  });
}

export function setOperator(queryClient: QueryClient, operator: OperatorView | null): void {
  queryClient.setQueryData(operatorQueryKey, operator);
}

/** The web app's query client and retry rule, plus: a 401 anywhere ends the operator's session here too. */
export function createAdminQueryClient(overrides: DefaultOptions = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error) && error.status === 401) setOperator(client, null);
      },
    }),
    defaultOptions: createQueryClient(overrides).getDefaultOptions(),
  });
  return client;
}
