// "Ends in 2d 03h 14m 05s", ticking every second. Screen readers get the same in words, and
// no live region: announcing every second would drown everything else out.
import { copy } from '#shared/copy/catalogue.ts';
import { countdownParts } from '../countdown.ts';

export function PromotionCountdown({ secondsLeft }: { secondsLeft: number }) {
  const { days, hours, minutes, seconds } = countdownParts(secondsLeft);
  const t = copy.layout.promotion;
  return (
    <p className="shrink-0 text-sm font-semibold whitespace-nowrap">
      <span aria-hidden="true">
        {t.endsIn}{' '}
        <span className="tabular-nums">{t.countdown(days, hours, minutes, seconds)}</span>
      </span>
      <span className="sr-only">
        {t.endsIn} {t.countdownSpoken(days, hours, minutes, seconds)}
      </span>
    </p>
  );
}
