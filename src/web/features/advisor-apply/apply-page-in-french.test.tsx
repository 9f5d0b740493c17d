// /advisors/apply on a French page (docs/decisions/049): the page's words, each field's message
// and the confirmation are the French catalogue's, and what it sends is the same as in English.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyCopyFor } from '#shared/copy/advisor-apply-catalogue.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { onPagesIn } from '#tests/support/web/page-language.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testPublicConfig } from '#tests/support/web/test-data.ts';

onPagesIn('fr-CA');

const fr = applyCopyFor('fr-CA');
const validation = copyFor('fr-CA').validation;

function renderApply() {
  const sent: unknown[] = [];
  const view = renderRoute('/advisors/apply', {
    api: {
      'POST /api/advisor-applications': async (request) => {
        sent.push(await request.json());
        return jsonResponse({ status: 'received' }, 201);
      },
    },
  });
  return { ...view, sent };
}

describe('the advisor application page in French', () => {
  it('says what is wrong under each field in French', async () => {
    const { user, sent } = renderApply();
    await user.click(await screen.findByRole('button', { name: fr.submit }));

    expect(screen.getByLabelText(fr.name)).toHaveAccessibleDescription(fr.errors.nameRequired);
    expect(screen.getByLabelText(fr.email)).toHaveAccessibleDescription(validation.emailRequired);
    expect(screen.getByLabelText(fr.phone)).toHaveAccessibleDescription(
      `${fr.phoneHint} ${validation.phoneTooShort}`,
    );
    expect(screen.getByRole('group', { name: fr.languages })).toHaveAccessibleDescription(
      `${fr.languagesHint} ${fr.errors.languagesRequired}`,
    );
    expect(screen.getByRole('group', { name: fr.specialties })).toHaveAccessibleDescription(
      `${fr.specialtiesHint} ${fr.errors.specialtiesRequired}`,
    );
    expect(screen.getByText(fr.errors.yearsInvalid(80))).toBeInTheDocument();
    expect(screen.getByText(fr.errors.sampleTooShort(200))).toBeInTheDocument();
    expect(screen.getByText(fr.errors.consentRequired)).toBeInTheDocument();

    // What is typed wrong, in French too.
    await user.type(screen.getByLabelText(fr.email), 'solene@');
    await user.type(screen.getByLabelText(fr.phone), '514-555-0177');
    await user.type(screen.getByLabelText(fr.years), '81');
    await user.tab();
    expect(screen.getByLabelText(fr.email)).toHaveAccessibleDescription(validation.emailInvalid);
    expect(screen.getByLabelText(fr.phone)).toHaveAccessibleDescription(
      `${fr.phoneHint} ${validation.phoneDigitsOnly}`,
    );
    expect(screen.getByText(fr.errors.yearsInvalid(80))).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the application and confirms it in French', async () => {
    const { user, sent } = renderApply();
    await user.type(await screen.findByLabelText(fr.name), 'Solène Tremblay');
    await user.type(screen.getByLabelText(fr.email), 'solene@example.com');
    await user.type(screen.getByLabelText(fr.phone), '5145550177');
    const languages = screen.getByRole('group', { name: fr.languages });
    await user.click(within(languages).getByRole('checkbox', { name: fr.languageNames.fr }));
    const specialties = screen.getByRole('group', { name: fr.specialties });
    await user.click(within(specialties).getByRole('checkbox', { name: fr.specialtyNames.love }));
    await user.type(screen.getByLabelText(fr.years), '3');
    await user.click(screen.getByLabelText(fr.sample));
    await user.paste('Les cartes parlent d’un nouveau départ au printemps. '.repeat(5));
    await user.click(
      screen.getByRole('checkbox', { name: fr.consent(testPublicConfig.brandName) }),
    );
    await user.click(screen.getByRole('button', { name: fr.submit }));

    const heading = await screen.findByRole('heading', { name: fr.sent.title });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(fr.sent.body('solene@example.com'))).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});
