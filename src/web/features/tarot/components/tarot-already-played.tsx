// The customer played this week's game already (docs/product.md §4, §8): "You've already played this
// week!", with the result they got and, for a win, their prize, which they may not have used.
import { useEffect, useRef } from 'react';
import type { TarotResult } from '#shared/api/tarot.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { TarotCardFace } from '../faces/tarot-card-face.tsx';
import { TarotOutcome } from './tarot-outcome.tsx';
import { tileWidth } from './tile-size.ts';

const t = accountCopy.tarotGame;

export function TarotAlreadyPlayed({
  result,
  onLeave,
}: {
  result: TarotResult;
  onLeave: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex flex-col gap-5">
      <TarotOutcome
        headingRef={headingRef}
        heading={copy.tarot.alreadyPlayed}
        result={result}
        onLeave={onLeave}
      />
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold text-ink">{t.result.yourCards}</h4>
        <ul className="grid grid-cols-3 gap-2 sm:gap-3">
          {result.cards.map((card, index) => (
            <li key={`${card.id}-${index}`} className={`mx-auto ${tileWidth}`}>
              <TarotCardFace card={card} />
            </li>
          ))}
        </ul>
      </div>
      {result.won ? <p className="text-sm text-ink-muted">{t.result.nextGame}</p> : null}
    </div>
  );
}
