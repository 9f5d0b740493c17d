// /admin/applications: the list asks the server for its status filter and opens each application;
// an application's page shows everything sent, and approving or declining (a message required)
// shows the outcome with focus, or the server's refusal in the dialog (decided already by another
// operator: the page then shows that decision).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplicationView } from '#shared/api/admin/applications.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { applyCopy } from '#shared/copy/advisor-apply-catalogue.ts';
import { renderAdmin, testOwner, testSupport } from '#tests/support/web/admin-app.tsx';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';

const t = adminCopy.applications;

const solene: ApplicationView = {
  id: 'app-1',
  name: 'Solène Tremblay',
  email: 'solene@example.com',
  phone: '5145550177',
  language: 'fr-CA',
  languages: ['fr', 'en'],
  specialties: ['tarot', 'dreams'],
  yearsOfExperience: 12,
  sampleReading: 'I see a door opening in the spring.',
  consentWording: 'I agree.',
  status: 'received',
  createdAt: '2026-11-26T15:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  decisionMessage: null,
  advisorExtension: null,
};

describe('the applications list', () => {
  it('lists the applications and asks the server for the chosen status', async () => {
    const asked: URLSearchParams[] = [];
    const { user } = renderAdmin('/admin/applications', {
      operator: testOwner,
      api: {
        'GET /api/admin/advisor-applications': (request) => {
          asked.push(new URL(request.url).searchParams);
          return jsonResponse({ applications: [solene], total: 1, page: 1, pageSize: 50 });
        },
      },
    });
    const table = await screen.findByRole('table', { name: t.caption });
    const link = await within(table).findByRole('link', { name: solene.name });
    expect(link).toHaveAttribute('href', '/admin/applications/app-1');
    expect(table).toHaveTextContent(
      `${applyCopy.specialtyNames.tarot}, ${applyCopy.specialtyNames.dreams}`,
    );
    expect(table).toHaveTextContent(t.statuses.received);

    await user.selectOptions(screen.getByLabelText(t.status), t.statuses.approved);
    await user.click(screen.getByRole('button', { name: adminCopy.table.apply }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('approved'));
  });

  it('is an owner’s section: support does not see it in the navigation', async () => {
    renderAdmin('/admin', { operator: testSupport, api: {} });
    const nav = await screen.findByRole('navigation', { name: adminCopy.shell.navigation });
    expect(within(nav).queryByRole('link', { name: t.title })).not.toBeInTheDocument();
  });
});

describe('an application’s page', () => {
  it('shows everything sent, and approving shows the new extension with focus', async () => {
    const { user } = renderAdmin('/admin/applications/app-1', {
      operator: testOwner,
      api: {
        'GET /api/admin/advisor-applications/app-1': () => jsonResponse(solene),
        'POST /api/admin/advisor-applications/app-1/approve': () =>
          jsonResponse({
            ...solene,
            status: 'approved',
            decidedAt: '2026-11-27T10:00:00.000Z',
            decidedBy: testOwner.email,
            advisorExtension: 4011,
          }),
      },
    });
    await screen.findByRole('heading', { name: solene.name, level: 1 });
    expect(screen.getByText(solene.sampleReading)).toBeInTheDocument();
    expect(screen.getByText(solene.consentWording)).toBeInTheDocument();
    expect(screen.getByText(t.details.pageLanguages['fr-CA'])).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.approve }));
    const dialog = await screen.findByRole('dialog', { name: t.approveTitle });
    await user.click(within(dialog).getByRole('button', { name: t.approveConfirm }));

    const outcome = await screen.findByText(t.approved(4011));
    await waitFor(() => expect(outcome.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByRole('button', { name: t.approve })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.details.advisorLink(4011) })).toHaveAttribute(
      'href',
      '/admin/advisors/4011',
    );
  });

  it('asks for the decline’s message, sends it, and shows the server’s refusal in the dialog', async () => {
    const sent: unknown[] = [];
    // Another operator approved it while this one was writing the message.
    const decidedElsewhere: ApplicationView = {
      ...solene,
      status: 'approved',
      decidedAt: '2026-11-27T10:00:00.000Z',
      decidedBy: 'other@example.com',
      advisorExtension: 4011,
    };
    const { user } = renderAdmin('/admin/applications/app-1', {
      operator: testOwner,
      api: {
        'GET /api/admin/advisor-applications/app-1': () =>
          jsonResponse(sent.length === 0 ? solene : decidedElsewhere),
        'POST /api/admin/advisor-applications/app-1/decline': async (request) => {
          sent.push(await request.json());
          return errorResponse(409, 'APPLICATION_DECIDED', t.alreadyDecided);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: t.decline }));
    const dialog = await screen.findByRole('dialog', { name: t.declineTitle });
    await user.click(within(dialog).getByRole('button', { name: t.declineConfirm }));
    const field = within(dialog).getByLabelText(t.declineMessage);
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(t.declineMessageRequired);
    expect(sent).toEqual([]);

    await user.type(field, 'Not this time.');
    await user.click(within(dialog).getByRole('button', { name: t.declineConfirm }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(t.alreadyDecided);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(sent).toEqual([{ message: 'Not this time.' }]);

    // Behind the dialog the page reads the decision again: closed, it shows who decided.
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(await screen.findByText('other@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.approve })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.decline })).not.toBeInTheDocument();
  });
});
