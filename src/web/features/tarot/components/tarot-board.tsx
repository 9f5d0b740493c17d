// The nine face-down tiles (docs/product.md §4): each a toggle button, up to three distinct picks, the
// reveal enabled at exactly three. A screen reader hears each pick and the count; a fourth
// tile stays focusable and says why it cannot be picked rather than going silent.
import { useState } from 'react';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { PICK_COUNT } from '#shared/tarot/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { TarotCardBack } from '../faces/tarot-card-back.tsx';
import { tileWidth } from './tile-size.ts';

const t = accountCopy.tarotGame;

interface TarotBoardProps {
  tiles: readonly { position: number }[];
  /** The picks are on their way to the server. */
  revealing: boolean;
  /** The last reveal failed ('Failed to process game'); the picks stay for another try. */
  failed: boolean;
  onReveal: (picks: number[]) => void;
}

export function TarotBoard({ tiles, revealing, failed, onReveal }: TarotBoardProps) {
  const [picks, setPicks] = useState<number[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const full = picks.length >= PICK_COUNT;

  function toggle(position: number) {
    if (revealing) return;
    const shown = position + 1;
    if (picks.includes(position)) {
      const next = picks.filter((p) => p !== position);
      setPicks(next);
      setAnnouncement(`${t.board.unpicked(shown)} ${t.board.pickedCount(next.length)}`);
    } else if (full) {
      setAnnouncement(t.board.pickLimit);
    } else {
      const next = [...picks, position];
      setPicks(next);
      setAnnouncement(`${t.board.picked(shown)} ${t.board.pickedCount(next.length)}`);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink">{t.intro}</p>
      <div role="group" aria-label={t.board.label} className="grid grid-cols-3 gap-2 sm:gap-3">
        {tiles.map(({ position }) => {
          const order = picks.indexOf(position);
          const picked = order !== -1;
          const unavailable = !picked && full;
          return (
            <button
              key={position}
              type="button"
              aria-pressed={picked}
              aria-disabled={unavailable || revealing || undefined}
              aria-label={t.board.tile(position + 1)}
              onClick={() => toggle(position)}
              className={`relative mx-auto ${tileWidth} rounded-xl transition-transform motion-reduce:transition-none ${
                picked
                  ? '-translate-y-1 ring-4 ring-accent'
                  : unavailable
                    ? 'cursor-not-allowed opacity-60'
                    : 'hover:-translate-y-0.5'
              }`}
            >
              <TarotCardBack />
              {picked ? (
                <span
                  aria-hidden="true"
                  className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-accent text-sm font-bold text-on-accent"
                >
                  {order + 1}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {failed ? (
        <FormAlert>
          <p>{copy.tarot.processFailed}</p>
        </FormAlert>
      ) : null}
      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">{t.board.pickedCount(picks.length)}</p>
        <Button
          disabled={picks.length !== PICK_COUNT}
          loading={revealing}
          onClick={() => onReveal(picks)}
        >
          {t.board.reveal}
        </Button>
      </div>
    </div>
  );
}
