// /api/me/favourites (src/shared/api/favourites.ts): the signed-in customer's favourite advisors,
// read once per customer (a visitor has none and asks nothing), and the heart's toggle, shown
// pressed at once and put right by the server's answer (or back, if it failed).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FavouritesResponseSchema, favouritesPath } from '#shared/api/favourites.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { customerQueryKey } from '#web/lib/customer/customer-profile.ts';

const favouritesKey = (customerId: string) =>
  [...customerQueryKey(customerId), 'favourites'] as const;

const noFavourites: readonly string[] = [];

async function request(method: 'GET' | 'PUT' | 'DELETE', agentId = '', signal?: AbortSignal) {
  const { favourites } = await apiRequest(`${favouritesPath}${agentId ? `/${agentId}` : ''}`, {
    method,
    schema: FavouritesResponseSchema,
    signal,
  });
  return favourites;
}

/** The agentIds the signed-in customer keeps; none for a visitor or until read. */
export function useFavourites(): readonly string[] {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: favouritesKey(user?.id ?? ''),
    queryFn: ({ signal }) => request('GET', '', signal),
    enabled: user !== null,
    staleTime: Infinity,
  });
  return (user && query.data) || noFavourites;
}

/** Keeps or lets go of an advisor for the signed-in customer. */
export function useToggleFavourite() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = favouritesKey(user?.id ?? '');
  return useMutation({
    mutationFn: ({ agentId, keep }: { agentId: string; keep: boolean }) =>
      request(keep ? 'PUT' : 'DELETE', agentId),
    onMutate: ({ agentId, keep }) => {
      const before = queryClient.getQueryData<string[]>(key) ?? [];
      const without = before.filter((id) => id !== agentId);
      queryClient.setQueryData(key, keep ? [...without, agentId] : without);
      return before;
    },
    onSuccess: (favourites) => queryClient.setQueryData(key, favourites),
    onError: (_error, _variables, before) => queryClient.setQueryData(key, before),
  });
}
