// /advisors/apply (docs/decisions/049): the form's rules under each field with focus on the first
// error, what it sends, the confirmation it shows with focus, the server's refusals where the
// applicant reads them, and the honeypot kept away from people.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyCopy } from '#shared/copy/advisor-apply-catalogue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testPublicConfig } from '#tests/support/web/test-data.ts';

const t = applyCopy;
const sample = 'The cards show a long road, then a door. '.repeat(6);

function renderApply(api: ApiHandlers = {}) {
  const sent: unknown[] = [];
  const view = renderRoute('/advisors/apply', {
    api: {
      'POST /api/advisor-applications': async (request) => {
        sent.push(await request.json());
        return jsonResponse({ status: 'received' }, 201);
      },
      ...api,
    },
  });
  return { ...view, sent };
}

type User = ReturnType<typeof renderRoute>['user'];

async function fillIn(user: User) {
  await user.type(await screen.findByLabelText(t.name), 'Solène Tremblay');
  await user.type(screen.getByLabelText(t.email), 'solene@example.com');
  await user.type(screen.getByLabelText(t.phone), '5145550177');
  const languages = screen.getByRole('group', { name: t.languages });
  await user.click(within(languages).getByRole('checkbox', { name: t.languageNames.fr }));
  const specialties = screen.getByRole('group', { name: t.specialties });
  await user.click(within(specialties).getByRole('checkbox', { name: t.specialtyNames.tarot }));
  await user.click(within(specialties).getByRole('checkbox', { name: t.specialtyNames.dreams }));
  await user.type(screen.getByLabelText(t.years), '12');
  await user.click(screen.getByLabelText(t.sample));
  await user.paste(sample);
  await user.click(
    await screen.findByRole('checkbox', { name: t.consent(testPublicConfig.brandName) }),
  );
}

describe('the advisor application page', () => {
  it('says what is wrong under each field and focuses the first one', async () => {
    const { user, sent } = renderApply();
    await user.click(await screen.findByRole('button', { name: t.submit }));

    expect(screen.getByLabelText(t.name)).toHaveFocus();
    expect(screen.getByLabelText(t.name)).toHaveAccessibleDescription(t.errors.nameRequired);
    expect(screen.getByText(copy.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: t.languages })).toHaveAccessibleDescription(
      `${t.languagesHint} ${t.errors.languagesRequired}`,
    );
    expect(screen.getByText(t.errors.specialtiesRequired)).toBeInTheDocument();
    expect(screen.getByText(t.errors.yearsInvalid(80))).toBeInTheDocument();
    expect(screen.getByText(t.errors.sampleTooShort(200))).toBeInTheDocument();
    expect(screen.getByText(t.errors.consentRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the application and says what happens next, with focus on it', async () => {
    const { user, sent } = renderApply();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: t.submit }));

    const heading = await screen.findByRole('heading', { name: t.sent.title });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(t.sent.body('solene@example.com'))).toBeInTheDocument();
    expect(screen.getByText(t.sent.next)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Solène Tremblay',
        email: 'solene@example.com',
        phone: '5145550177',
        languages: ['fr'],
        specialties: ['tarot', 'dreams'],
        yearsOfExperience: 12,
        sampleReading: sample.trim(),
        consent: true,
      },
    ]);
  });

  it('shows the server’s message under its field, with focus on it', async () => {
    const { user } = renderApply({
      'POST /api/advisor-applications': () =>
        errorResponse(400, 'INVALID_REQUEST', copy.errors.invalidRequest, {
          phone: copy.validation.phoneTooShort,
        }),
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.getByLabelText(t.phone)).toHaveFocus());
    expect(screen.getByLabelText(t.phone)).toHaveAccessibleDescription(
      `${t.phoneHint} ${copy.validation.phoneTooShort}`,
    );
  });

  it('tells a second applicant from the same email that an application is open', async () => {
    const { user } = renderApply({
      'POST /api/advisor-applications': () =>
        errorResponse(409, 'APPLICATION_ALREADY_OPEN', t.errors.alreadyOpen),
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.errors.alreadyOpen);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('says how long to wait past the limits, and keeps what was typed to send again', async () => {
    let answers = 0;
    const { user, sent } = renderApply({
      'POST /api/advisor-applications': async (request) => {
        answers += 1;
        if (answers === 1)
          return errorResponse(429, 'TOO_MANY_REQUESTS', t.errors.tooManyFromEmail);
        sent.push(await request.json());
        return jsonResponse({ status: 'received' }, 201);
      },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.errors.tooManyFromEmail);
    expect(screen.getByLabelText(t.name)).toHaveValue('Solène Tremblay');
    expect(screen.getByLabelText(t.sample)).toHaveValue(sample);

    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('heading', { name: t.sent.title })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('says the application was not sent when the server cannot be reached, and keeps every field', async () => {
    const { user } = renderApply({
      'POST /api/advisor-applications': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.errors.failed);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(t.email)).toHaveValue('solene@example.com');
    expect(screen.getByLabelText(t.phone)).toHaveValue('5145550177');
    expect(screen.getByLabelText(t.years)).toHaveValue('12');
    expect(screen.getByLabelText(t.sample)).toHaveValue(sample);
    const specialties = screen.getByRole('group', { name: t.specialties });
    expect(
      within(specialties).getByRole('checkbox', { name: t.specialtyNames.dreams }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: t.consent(testPublicConfig.brandName) }),
    ).toBeChecked();
  });

  it('keeps the honeypot out of reach of keyboards and screen readers', async () => {
    renderApply();
    await screen.findByLabelText(t.name);
    expect(screen.queryByRole('textbox', { name: t.website })).not.toBeInTheDocument();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
  });
});
