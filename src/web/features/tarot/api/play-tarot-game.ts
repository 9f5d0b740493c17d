// POST /api/tarot/attempt: the three picked positions; the server reveals the board, judges and
// issues the prize (src/shared/api/tarot.ts). Never retried: a second attempt is refused anyway,
// and a lost answer is recovered by reading the game again, which then shows the result.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TarotPlayResponseSchema } from '#shared/api/tarot.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { customerQueryKey } from '#web/lib/customer/customer-profile.ts';
import { tarotGameQueryKey } from './get-tarot-game.ts';

export function playTarotGame(positions: readonly number[]) {
  return apiRequest('/api/tarot/attempt', {
    method: 'POST',
    body: { positions },
    schema: TarotPlayResponseSchema,
  });
}

export function usePlayTarotGame(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: playTarotGame,
    onSuccess: () =>
      // The dashboard's 'Last Promo Code Won' reads the new prize; the game's own state is
      // left alone so the revealed board stays on screen until the modal closes.
      queryClient.invalidateQueries({
        queryKey: customerQueryKey(customerId),
        predicate: (query) => query.queryKey[2] !== tarotGameQueryKey(customerId)[2],
      }),
  });
}
