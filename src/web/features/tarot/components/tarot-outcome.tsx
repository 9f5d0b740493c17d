// The result as the server decided it: a heading, won (with the prize) or lost.
import type { Ref } from 'react';
import type { TarotResult } from '#shared/api/tarot.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { TarotPrizeBox } from './tarot-prize-box.tsx';

const t = accountCopy.tarotGame.result;

export function TarotOutcome({
  heading,
  headingRef,
  result,
  onLeave,
}: {
  heading: string;
  headingRef: Ref<HTMLHeadingElement>;
  result: TarotResult;
  onLeave: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-xl font-semibold text-accent focus:outline-none"
      >
        {heading}
      </h3>
      {result.prize ? (
        <>
          <p className="text-ink">{t.won(result.prize.percentOff)}</p>
          <TarotPrizeBox prize={result.prize} onLeave={onLeave} />
        </>
      ) : (
        <p className="text-ink">{t.lost}</p>
      )}
    </div>
  );
}
