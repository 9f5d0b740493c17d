// Issue 10: the horoscope on a French page. The dialog words the reading's date as Québec writes
// it, shows a French reading as it comes, and marks a reading that exists in English only as
// English, with a note saying so.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copyFor } from '#shared/copy/catalogue.ts';
import { contentCopyFor } from '#shared/copy/content-catalogue.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { onPagesIn } from '#tests/support/web/page-language.ts';

onPagesIn('fr-CA');

const french = contentCopyFor('fr-CA').horoscope;
const english = contentCopyFor('en').horoscope;

async function openReading(
  signName: string,
  reading: { date: string; text: string; language: Locale },
) {
  const { user } = renderRoute('/horoscope', {
    api: {
      'GET /api/horoscope': () =>
        jsonResponse({
          data: { date: reading.date, horoscope_data: reading.text, language: reading.language },
        }),
    },
  });
  await screen.findByRole('heading', { name: copyFor('fr-CA').pages.titles.horoscope, level: 1 });
  await user.click(screen.getByRole('button', { name: new RegExp(`^${signName} `) }));
  const dialog = await screen.findByRole('dialog', { name: signName });
  await within(dialog).findByText(reading.text);
  return dialog;
}

describe('the horoscope dialog on a French page', () => {
  it('words the date in French and shows the French reading, with no English date', async () => {
    const text = 'Une confiance tranquille vous accompagne toute la journée.';
    const dialog = await openReading(french.signs.scorpio.name, {
      date: '2026-11-21',
      text,
      language: 'fr-CA',
    });

    expect(within(dialog).getByText('Horoscope du 21 novembre 2026')).toBeInTheDocument();
    expect(within(dialog).getByText(text)).not.toHaveAttribute('lang');
    expect(within(dialog).queryByText(french.englishOnly)).not.toBeInTheDocument();
    // The sign's own dates are French too (the matcher reads no-break spaces as spaces).
    expect(dialog).toHaveTextContent('du 23 oct. au 21 nov.');
    // Nothing in the dialog is worded the English way.
    expect(dialog).not.toHaveTextContent(/Nov 21|Horoscope for|Oct 23/);
    expect(dialog).not.toHaveTextContent(english.entertainment);
  });

  it('marks a reading that exists in English only as English, and says so in French', async () => {
    const text = 'Fresh ideas find a willing audience.';
    const dialog = await openReading(french.signs.aquarius.name, {
      date: '2026-11-21',
      text,
      language: 'en',
    });

    expect(within(dialog).getByText(text)).toHaveAttribute('lang', 'en');
    expect(within(dialog).getByText(french.englishOnly)).toBeInTheDocument();
    expect(within(dialog).getByText('Horoscope du 21 novembre 2026')).toBeInTheDocument();
  });
});
