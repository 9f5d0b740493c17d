import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { errorResponse, jsonResponse, type ApiHandler } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testPublicConfig } from '#tests/support/web/test-data.ts';

// The layout asks for the promotion banner and the announcement on every page: none today.
// docs/product.md §2: the twelve signs with their dates and element, as a visitor reads them.
const signs = [
  ['Aries', 'Mar 21 – Apr 19', 'Fire'],
  ['Taurus', 'Apr 20 – May 20', 'Earth'],
  ['Gemini', 'May 21 – Jun 20', 'Air'],
  ['Cancer', 'Jun 21 – Jul 22', 'Water'],
  ['Leo', 'Jul 23 – Aug 22', 'Fire'],
  ['Virgo', 'Aug 23 – Sep 22', 'Earth'],
  ['Libra', 'Sep 23 – Oct 22', 'Air'],
  ['Scorpio', 'Oct 23 – Nov 21', 'Water'],
  ['Sagittarius', 'Nov 22 – Dec 21', 'Fire'],
  ['Capricorn', 'Dec 22 – Jan 19', 'Earth'],
  ['Aquarius', 'Jan 20 – Feb 18', 'Air'],
  ['Pisces', 'Feb 19 – Mar 20', 'Water'],
] as const;

/** The server's answer: the reading's business date, its text, and the text's language. */
function reading(date: string, text: string): ApiHandler {
  return () => jsonResponse({ data: { date, horoscope_data: text, language: 'en' } });
}

async function renderHoroscope(horoscope: ApiHandler) {
  const view = renderRoute('/horoscope', {
    api: { 'GET /api/horoscope': horoscope },
  });
  await screen.findByRole('heading', { name: copy.pages.titles.horoscope, level: 1 });
  return view;
}

function signButton(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name} `) });
}

describe('the horoscope page', () => {
  it('shows twelve sign cards with their dates and element, and its title', async () => {
    const { fetchMock } = await renderHoroscope(reading('2026-11-21', 'unused'));

    const list = screen.getByRole('list', { name: contentCopy.horoscope.signsLabel });
    const cards = within(list).getAllByRole('button');
    expect(cards).toHaveLength(12);
    signs.forEach(([name, dates, element], index) => {
      expect(cards[index]).toHaveTextContent(name);
      expect(cards[index]).toHaveTextContent(dates);
      expect(cards[index]).toHaveTextContent(`Element: ${element}`);
    });
    await expect
      .poll(() => document.title)
      .toBe(copy.pages.documentTitle(copy.pages.titles.horoscope, testPublicConfig.brandName));
    // Nothing is read before a sign is chosen.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/horoscope'))).toBe(
      false,
    );
  });

  it('opens a dialog with the date and the text of the chosen sign’s reading', async () => {
    const asked: string[] = [];
    const { user } = await renderHoroscope((request) => {
      asked.push(new URL(request.url).searchParams.get('sign') ?? '');
      return reading(
        '2026-11-21',
        'A conversation you have put off\nfinally finds its moment.',
      )(request);
    });

    await user.click(signButton('Scorpio'));

    const dialog = await screen.findByRole('dialog', { name: 'Scorpio' });
    expect(within(dialog).getByText('Oct 23 – Nov 21', { exact: false })).toBeInTheDocument();
    expect(await within(dialog).findByText('Horoscope for Nov 21, 2026')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/A conversation you have put off\s+finally finds its moment\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(contentCopy.horoscope.entertainment)).toBeInTheDocument();
    // An English reading on an English page needs no note about its language.
    expect(within(dialog).queryByText(contentCopy.horoscope.englishOnly)).not.toBeInTheDocument();
    expect(asked).toEqual(['scorpio']);
  });

  it('shows that the reading is loading until it arrives', async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = await renderHoroscope(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );

    await user.click(signButton('Leo'));

    const dialog = await screen.findByRole('dialog', { name: 'Leo' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(contentCopy.horoscope.loading);
    answer(
      jsonResponse({
        data: { date: '2026-11-21', horoscope_data: 'Bold moves pay.', language: 'en' },
      }),
    );
    expect(await within(dialog).findByText('Bold moves pay.')).toBeInTheDocument();
  });

  it('says the horoscope could not be loaded, and Try Again loads it', async () => {
    let fail = true;
    const { user } = await renderHoroscope((request) =>
      fail
        ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
        : reading('2026-11-21', 'The second try is the charm.')(request),
    );

    await user.click(signButton('Aries'));

    const dialog = await screen.findByRole('dialog', { name: 'Aries' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load horoscope. Please try again later.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: copy.common.tryAgain }));

    expect(await within(dialog).findByText('The second try is the charm.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the sign’s card', async () => {
    const { user } = await renderHoroscope(reading('2026-11-21', 'Rest is productive too.'));

    await user.click(signButton('Pisces'));
    const dialog = await screen.findByRole('dialog', { name: 'Pisces' });
    await within(dialog).findByText('Rest is productive too.');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signButton('Pisces')).toHaveFocus();
  });
});
