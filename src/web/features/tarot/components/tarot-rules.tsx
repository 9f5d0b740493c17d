// The game's rules, prizes and odds, shown before anyone plays (Canadian contest law: free
// entry and disclosed odds; the full official rules are on /terms).
import { useId } from 'react';
import { Link } from 'react-router';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { paths } from '#web/config/paths.ts';

const t = accountCopy.tarotGame.rules;

/** The weekly game's section of the terms (its anchor comes from the catalogue key weeklyGame). */
const officialRules = `${paths.terms.path}#weekly-game`;

export function TarotRules({ onLeave }: { onLeave: () => void }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 flex flex-col gap-2 border-t border-line pt-4 text-sm text-ink-muted"
    >
      <h3 id={headingId} className="font-semibold text-ink">
        {t.heading}
      </h3>
      <ul className="list-disc space-y-1 pl-5">
        {t.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <Link to={officialRules} onClick={onLeave}>
          {t.officialRules}
        </Link>
      </p>
    </section>
  );
}
