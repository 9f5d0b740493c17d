// GET /api/tarot/game: this week's game as the signed-in customer stands in it — no game, the
// nine face-down tiles, or the result of the attempt already made (src/shared/api/tarot.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TarotGameStateSchema, type TarotGameState } from '#shared/api/tarot.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { customerQueryKey } from '#web/lib/customer/customer-profile.ts';

export function tarotGameQueryKey(customerId: string) {
  return [...customerQueryKey(customerId), 'tarot-game'] as const;
}

export function getTarotGame({ signal }: { signal?: AbortSignal } = {}): Promise<TarotGameState> {
  return apiRequest('/api/tarot/game', { schema: TarotGameStateSchema, signal });
}

export function tarotGameQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: tarotGameQueryKey(customerId),
    queryFn: ({ signal }) => getTarotGame({ signal }),
    // Read afresh each time the modal opens: the week may have turned, or another tab played.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useTarotGame(customerId: string) {
  return useQuery(tarotGameQueryOptions(customerId));
}
