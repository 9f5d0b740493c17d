// /api/me/favourites (src/shared/api/favourites.ts): the signed-in customer's favourite advisors,
// read once per customer (a visitor has none and asks nothing), and the heart's toggle, shown
// pressed at once and put right by the server's answer (or back, if it failed). On the home page's
// first view, so kept light: no mutation machinery, and the key without the customer's schemas.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FavouritesResponseSchema, favouritesPath } from '#shared/api/favourites.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { customerQueryKey } from '#web/lib/customer/customer-query-key.ts';

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

/** Keeps or lets go of an advisor for the signed-in customer; resolves to whether it worked. */
export function useToggleFavourite() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = favouritesKey(user?.id ?? '');
  return async (agentId: string, keep: boolean): Promise<boolean> => {
    const before = queryClient.getQueryData<string[]>(key) ?? [];
    const without = before.filter((id) => id !== agentId);
    queryClient.setQueryData(key, keep ? [...without, agentId] : without);
    try {
      queryClient.setQueryData(key, await request(keep ? 'PUT' : 'DELETE', agentId));
      return true;
    } catch {
      queryClient.setQueryData(key, before);
      return false;
    }
  };
}
