// Right after the reveal: what the server decided (won with the prize, or lost), then the whole
// board turned over with the customer's three picks marked. Focus moves to the result's heading
// so a keyboard or screen-reader user lands on the outcome.
import { useEffect, useRef } from 'react';
import type { TarotPlayResponse } from '#shared/api/tarot.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { TarotCardFace } from '../faces/tarot-card-face.tsx';
import { TarotOutcome } from './tarot-outcome.tsx';
import { tileWidth } from './tile-size.ts';

const t = accountCopy.tarotGame;

export function TarotRevealed({
  outcome,
  onLeave,
}: {
  outcome: TarotPlayResponse;
  onLeave: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { result } = outcome;

  return (
    <div className="flex flex-col gap-5">
      <TarotOutcome
        headingRef={headingRef}
        heading={result.won ? t.result.wonHeading : t.result.lostHeading}
        result={result}
        onLeave={onLeave}
      />
      <ul aria-label={t.board.label} className="grid grid-cols-3 gap-2 sm:gap-3">
        {outcome.layout.map((card, position) => {
          const picked = outcome.picks.includes(position);
          return (
            <li
              key={position}
              className={`mx-auto flex ${tileWidth} flex-col items-center gap-1 ${picked ? '' : 'opacity-70'}`}
            >
              <span className="sr-only">{t.board.tile(position + 1)}</span>
              <TarotCardFace
                card={card}
                className={`block h-auto w-full rounded-xl ${picked ? 'ring-4 ring-accent' : ''}`}
              />
              {picked ? (
                <span className="text-xs font-semibold text-accent">{t.board.yourPick}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
