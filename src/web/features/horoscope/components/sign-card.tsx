// One zodiac sign on /horoscope: a button with the sign's symbol, name, dates and element that
// opens today's reading.
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import type { SignFacts } from '#shared/horoscope/signs.ts';
import { formatSignDates } from '../sign-dates.ts';

interface SignCardProps {
  facts: SignFacts;
  onOpen: () => void;
}

export function SignCard({ facts, onOpen }: SignCardProps) {
  const t = contentCopy.horoscope;
  const sign = t.signs[facts.sign];

  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      className="flex h-full w-full flex-col items-center gap-1 rounded-2xl border border-line bg-surface p-5 text-center transition-colors hover:border-accent hover:bg-surface-raised"
    >
      {/* Spaces between the parts, so the button's accessible name reads as words. */}
      <span aria-hidden="true" className="font-display text-4xl leading-none text-accent">
        {sign.symbol}
      </span>
      <span className="mt-2 font-display text-xl font-semibold text-ink">{sign.name}</span>{' '}
      <span className="text-sm text-ink-muted">{formatSignDates(facts)}</span>{' '}
      <span className="mt-1 text-sm text-ink">{t.element(t.elements[facts.element])}</span>
    </button>
  );
}
