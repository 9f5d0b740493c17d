// /terms French first (issue 10; Charter of the French Language s.55): the English site shows
// the French Terms first, marked as French, and the English ones on request; the French site
// shows only the French Terms.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentCopyFor } from '#shared/copy/content-catalogue.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { renderRoute } from '#tests/support/web/render.tsx';

const en = contentCopyFor('en').terms;
const fr = contentCopyFor('fr-CA').terms;

afterEach(() => {
  document.documentElement.lang = '';
});

/** /terms as one language's site serves it, once its title is shown. */
async function renderTerms(language: Locale) {
  document.documentElement.lang = language;
  const view = renderRoute('/terms');
  await screen.findByRole('heading', { name: copyFor(language).pages.titles.terms, level: 1 });
  return view;
}

/** A text as the page's text reads, its non-breaking spaces among the spaces. */
const asRead = (text: string) => text.replace(/\s+/g, ' ');

const version = (terms: typeof en) =>
  screen.queryByRole('region', { name: terms.versions.heading });

describe('the Terms on the English site', () => {
  it('show the French version first, in French', async () => {
    await renderTerms('en');

    const french = version(fr);
    expect(french).toHaveAttribute('lang', 'fr-CA');
    expect(french).toHaveTextContent(asRead(fr.updated));
    expect(
      within(french as HTMLElement).getByRole('heading', {
        name: fr.sections.weeklyGame.heading,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(en.versions.frenchFirst)).toBeInTheDocument();
    expect(version(en)).not.toBeInTheDocument();
    expect(screen.queryByText(en.updated)).not.toBeInTheDocument();
  });

  it('switch to the English version on request, and back to the French', async () => {
    const { user } = await renderTerms('en');

    await user.click(screen.getByRole('button', { name: en.versions.readEnglish }));

    const english = version(en);
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveTextContent(asRead(en.updated));
    expect(
      within(english as HTMLElement).getByRole('heading', {
        name: en.sections.weeklyGame.heading,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(en.versions.readingEnglish)).toBeInTheDocument();
    expect(version(fr)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.versions.readFrench }));

    expect(version(fr)).toHaveAttribute('lang', 'fr-CA');
    expect(version(en)).not.toBeInTheDocument();
  });
});

describe('the Terms on the French site', () => {
  it('show only the French version, with no other to choose', async () => {
    await renderTerms('fr-CA');

    expect(screen.getByText(asRead(fr.updated))).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: fr.sections.weeklyGame.heading }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: fr.versions.readEnglish })).not.toBeInTheDocument();
    expect(screen.queryByText(en.updated)).not.toBeInTheDocument();
  });
});

describe('who we are, in the Terms', () => {
  // testPublicConfig's BUSINESS_ADDRESS, in each version's postal form.
  const inFrench =
    'Test Psychics inc., 500, rue Sherbrooke Ouest, bureau 210, Montréal (Québec) H3A 3G4, Canada';
  const inEnglish =
    'Test Psychics inc., 500, rue Sherbrooke Ouest, bureau 210, Montréal QC H3A 3G4, Canada';
  const whoWeAre = (terms: typeof en) =>
    screen.getByRole('heading', { name: terms.sections.whoWeAre.heading }).parentElement;

  it('give the legal name and address the Québec way in the French version, on either site', async () => {
    await renderTerms('fr-CA');
    expect(whoWeAre(fr)).toHaveTextContent(`exploitée par ${inFrench}.`);
  });

  it('give them in the Canadian English form in the English version', async () => {
    const { user } = await renderTerms('en');
    expect(whoWeAre(fr)).toHaveTextContent(`exploitée par ${inFrench}.`);

    await user.click(screen.getByRole('button', { name: en.versions.readEnglish }));
    expect(whoWeAre(en)).toHaveTextContent(`is run by ${inEnglish}.`);
  });

  it('name the same legal name and address as the weekly game’s organiser', async () => {
    const { user } = await renderTerms('en');
    const game = (terms: typeof en) =>
      screen.getByRole('heading', { name: terms.sections.weeklyGame.heading }).parentElement;
    expect(game(fr)).toHaveTextContent(`${inFrench} organise un jeu de tarot hebdomadaire.`);

    await user.click(screen.getByRole('button', { name: en.versions.readEnglish }));
    expect(game(en)).toHaveTextContent(`${inEnglish} runs a weekly tarot game.`);
  });
});
