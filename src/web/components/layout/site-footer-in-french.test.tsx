// The footer on the French site: the business's legal name and address in the Québec postal form,
// « Montréal (Québec)  H3A 3G4 ». The lines are written when the footer renders, in the page's
// language; the footer's own labels are read when its module loads, before this file's
// language is set, so this test checks the address's lines only.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { onPagesIn } from '#tests/support/web/page-language.ts';
import { testPublicConfig } from '#tests/support/web/test-data.ts';
import { renderLayout } from '#tests/support/web/layout-app.tsx';

onPagesIn('fr-CA');

describe('the footer in French', () => {
  it('writes the legal name and the address the Québec way, a line each', async () => {
    renderLayout('/about', {
      api: { 'GET /api/config': () => jsonResponse(testPublicConfig) },
    });
    const footer = screen.getByRole('contentinfo');
    const address = await waitFor(() => {
      const found = footer.querySelector('address');
      expect(found).not.toBeNull();
      return found;
    });
    expect(
      [...(address?.querySelectorAll('span.block') ?? [])].map((line) => line.textContent),
    ).toEqual([
      'Test Psychics inc.',
      '500, rue Sherbrooke Ouest, bureau 210',
      'Montréal (Québec)  H3A 3G4',
      'Canada',
    ]);
  });
});
