// /horoscope (docs/product.md §2): the twelve signs as cards; choosing one opens today's reading.
import { useState } from 'react';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { signFacts, type ZodiacSign } from '#shared/horoscope/signs.ts';
import { PageHeading } from '#web/components/layout/page-heading.tsx';
import { HoroscopeDialog } from './horoscope-dialog.tsx';
import { SignCard } from './sign-card.tsx';

export function HoroscopePage({ title }: { title: string }) {
  const t = contentCopy.horoscope;
  const [openSign, setOpenSign] = useState<ZodiacSign | null>(null);
  const openFacts = signFacts.find((facts) => facts.sign === openSign) ?? null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <PageHeading>{title}</PageHeading>
        <p className="mt-4 text-lg text-pretty text-ink-muted">{t.lead}</p>
      </header>

      <ul
        aria-label={t.signsLabel}
        className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
      >
        {signFacts.map((facts) => (
          <li key={facts.sign}>
            <SignCard facts={facts} onOpen={() => setOpenSign(facts.sign)} />
          </li>
        ))}
      </ul>

      <p className="mt-10 max-w-3xl text-sm text-ink-muted">{t.entertainment}</p>

      <HoroscopeDialog facts={openFacts} onClose={() => setOpenSign(null)} />
    </div>
  );
}
