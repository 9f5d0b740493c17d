// Issue 10: the advisor board on a French page. Cards show the descriptions the feed answers in
// French as they come, and a description an operator has not written in French yet, which the
// feed answers in English with `descrLang: 'en'`, marked lang="en" so screen readers read it as
// English; the card's own words and the schedule's "Varies" are the French catalogue's.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdvisorRecord } from '#shared/api/advisors.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { onPagesIn } from '#tests/support/web/page-language.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { rememberAccountNoticeDismissed } from '#tests/support/web/account-notice.ts';
import { advisorRecord, busyAdvisor } from '#tests/support/web/advisors.ts';

// The game's modal is another feature's; the board only asks to open it.
vi.mock(import('#web/lib/tarot-game-launcher.tsx'), async (importOriginal) => ({
  ...(await importOriginal()),
  useOpenTarotGame: () => () => {},
}));

onPagesIn('fr-CA');

beforeEach(() => {
  rememberAccountNoticeDismissed();
});

const fr = copyFor('fr-CA');

const inFrench = advisorRecord({
  descr: 'Celeste tire les cartes depuis plus de vingt-cinq ans.',
  availTimeStr: 'Matins et soirs',
});
const englishOnly: AdvisorRecord = {
  ...busyAdvisor,
  descr: 'A third-generation medium who brings through messages from loved ones.',
  descrLang: 'en',
  availTimeStr: 'Varies',
};

async function boardCard(name: string) {
  renderRoute('/', {
    api: { 'GET /api/advisors': () => jsonResponse([inFrench, englishOnly]) },
  });
  return screen.findByRole('article', { name });
}

describe('advisor cards on a French page', () => {
  it('show a French description as it comes, with nothing marked English', async () => {
    const card = await boardCard(inFrench.agentName);
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(within(card).getByText(inFrench.descr)).not.toHaveAttribute('lang');
    expect(card.querySelector('[lang]')).toBeNull();
    expect(within(card).getByText(fr.advisors.status.available)).toBeInTheDocument();
  });

  it('mark an English description standing in for French as English, and only it', async () => {
    const card = await boardCard(englishOnly.agentName);
    expect(within(card).getByText(englishOnly.descr)).toHaveAttribute('lang', 'en');
    expect(card.querySelectorAll('[lang]')).toHaveLength(1);
    // The card's own words stay French, the schedule's "Varies" included.
    expect(within(card).getByText(fr.advisors.status.busy)).toBeInTheDocument();
    expect(card).toHaveTextContent(fr.advisors.varies);
    expect(card).not.toHaveTextContent(/\bVaries\b/);
  });
});
