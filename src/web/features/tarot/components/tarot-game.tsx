// The game itself, for a signed-in customer (docs/product.md §4 "Tarot game"): loading; then no game this
// week, the result of the attempt already made, or the nine face-down tiles; after the reveal,
// the whole board turned over and the result the server decided. Loaded lazily with the modal.
import { useState } from 'react';
import type { TarotPlayResponse } from '#shared/api/tarot.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useTarotGame } from '../api/get-tarot-game.ts';
import { usePlayTarotGame } from '../api/play-tarot-game.ts';
import { TarotAlreadyPlayed } from './tarot-already-played.tsx';
import { TarotBoard } from './tarot-board.tsx';
import { TarotLoading } from './tarot-loading.tsx';
import { TarotRevealed } from './tarot-revealed.tsx';
import { TarotRules } from './tarot-rules.tsx';

/** Refusals that mean the game changed under the customer: read it again and show what it is. */
const staleGameCodes = new Set(['TAROT_ALREADY_PLAYED', 'TAROT_NO_ACTIVE_GAME']);

export function TarotGame({ customerId, onLeave }: { customerId: string; onLeave: () => void }) {
  const game = useTarotGame(customerId);
  const playing = usePlayTarotGame(customerId);
  const [outcome, setOutcome] = useState<TarotPlayResponse | null>(null);
  const [playFailed, setPlayFailed] = useState(false);

  async function reveal(picks: number[]) {
    setPlayFailed(false);
    try {
      setOutcome(await playing.mutateAsync(picks));
    } catch (error) {
      if (isApiError(error) && staleGameCodes.has(error.code)) {
        await game.refetch();
        return;
      }
      setPlayFailed(true);
    }
  }

  if (outcome) return <TarotRevealed outcome={outcome} onLeave={onLeave} />;
  if (game.isPending) return <TarotLoading />;
  if (game.isError) {
    return (
      <FormAlert>
        <p>{copy.tarot.checkStatusFailed}</p>
        <div>
          <Button
            variant="secondary"
            size="sm"
            loading={game.isFetching}
            onClick={() => void game.refetch()}
          >
            {accountCopy.tarotGame.retry}
          </Button>
        </div>
      </FormAlert>
    );
  }

  const state = game.data;
  switch (state.status) {
    case 'no_game':
      return <p className="text-lg text-ink">{copy.tarot.noActiveGame}</p>;
    case 'played':
      return <TarotAlreadyPlayed result={state.result} onLeave={onLeave} />;
    case 'ready':
      return (
        <>
          <TarotBoard
            tiles={state.tiles}
            revealing={playing.isPending}
            failed={playFailed}
            onReveal={(picks) => void reveal(picks)}
          />
          <TarotRules onLeave={onLeave} />
        </>
      );
  }
}
