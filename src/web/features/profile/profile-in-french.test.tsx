// /profile on the French site: the setting is « Avis par courriel », as in the privacy policy, and
// the consent's label speaks in the first person and names its sender (Canada's anti-spam law).
// Apart from profile-page.test.tsx: the page's modules read their texts when first loaded.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerProfile } from '#shared/api/customer.ts';
import { accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { fakeAuthServer } from '#tests/support/web/auth-server.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { onPagesIn } from '#tests/support/web/page-language.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testPublicConfig, testUser } from '#tests/support/web/test-data.ts';

onPagesIn('fr-CA');

const customer: CustomerProfile = {
  id: testUser.id,
  name: 'Morgan',
  email: 'morgan@example.com',
  credits: 30,
  phoneNumbers: ['5145550100'],
  createdAt: '2026-10-01T12:00:00.000Z',
  birthDate: '1990-03-04',
  emailNotifications: false,
  purchasesCount: 0,
  accountHold: null,
};

function renderProfile() {
  const auth = fakeAuthServer({ signedIn: true });
  return renderRoute('/profile', {
    api: { ...auth.handlers, 'GET /api/me': () => jsonResponse({ customer }) },
  });
}

describe('the profile in French', () => {
  it('asks for consent in the first person, naming the sender: « Je veux recevoir de <marque>… »', async () => {
    const { user } = renderProfile();
    // The view names the setting « Avis par courriel », like the privacy policy.
    expect(
      await screen.findByText(
        accountCopyFor('fr-CA').customerArea.profile.emailNotifications,
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: accountCopyFor('fr-CA').customer.profile.edit }),
    );

    const label = accountCopyFor('fr-CA').customer.profile.emailNotificationsLabel(
      testPublicConfig.brandName,
    );
    expect(label).toMatch(
      new RegExp(`^Je veux recevoir de ${testPublicConfig.brandName}, .* Je peux me désabonner`),
    );
    expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
  });
});
