import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdvisorAdminView, AdvisorRow } from '#shared/api/admin/advisors.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { applyCopy } from '#shared/copy/advisor-apply-catalogue.ts';
import { formatHundredthsOfCent } from '#shared/pricing/money.ts';
import { renderAdmin, testOwner, testSupport } from '#tests/support/web/admin-app.tsx';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';

const t = adminCopy.advisors;

const rate = {
  id: 'rate-1',
  perMinuteHundredthsOfCent: 2750,
  appliesFrom: '2026-11-01',
  createdAt: '2026-10-30T15:00:00.000Z',
};

const row = (extension: number, overrides: Partial<AdvisorRow> = {}): AdvisorRow => ({
  id: `advisor-${extension}`,
  extension,
  name: `Advisor ${extension}`,
  status: 'available',
  isListed: true,
  rateInForce: null,
  missingFrench: [],
  ...overrides,
});

const celeste: AdvisorAdminView = {
  ...row(4001, { name: 'Celeste', status: 'offline', rateInForce: rate }),
  gender: 'female',
  phone: '5145550141',
  signedInChangedAt: null,
  description: 'Celeste reads the tarot.',
  descriptionFr: null,
  specialties: ['tarot'],
  languages: ['fr', 'en'],
  availTimeStr: 'Varies',
  availTimeStrFr: null,
  photoPath: null,
  greetingAudioPath: null,
  schedule: [],
  rates: [rate],
};

describe('the advisors list', () => {
  it('shows each advisor with their status, listing and rate in force, asking the server for the filters', async () => {
    const asked: URLSearchParams[] = [];
    const { user } = renderAdmin('/admin/advisors', {
      operator: testOwner,
      api: {
        'GET /api/admin/advisors': (request) => {
          asked.push(new URL(request.url).searchParams);
          return jsonResponse({
            advisors: [
              row(4001, { rateInForce: rate }),
              row(4002, { status: 'busy', isListed: false }),
            ],
            total: 2,
            page: 1,
            pageSize: 50,
          });
        },
      },
    });
    const grid = await screen.findByRole('table', { name: t.caption });
    await within(grid).findByRole('link', { name: 'Advisor 4001' });
    const rows = within(grid).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(t.statuses.available);
    expect(rows[1]).toHaveTextContent(t.perMinute(formatHundredthsOfCent(2750)));
    expect(rows[2]).toHaveTextContent(t.statuses.busy);
    expect(rows[2]).toHaveTextContent(t.listing.no);
    expect(rows[2]).toHaveTextContent(t.noRate);
    expect(within(grid).getByRole('link', { name: 'Advisor 4001' })).toHaveAttribute(
      'href',
      '/admin/advisors/4001',
    );

    await user.selectOptions(screen.getByLabelText(t.status), 'busy');
    await user.click(screen.getByRole('button', { name: adminCopy.table.apply }));
    await vi.waitFor(() => expect(asked.at(-1)?.get('status')).toBe('busy'));
  });

  it('is in the owner’s navigation, not support’s', async () => {
    const owner = renderAdmin('/admin', { operator: testOwner });
    expect(
      await screen.findByRole('link', { name: adminCopy.shell.sections.advisors }),
    ).toHaveAttribute('href', '/admin/advisors');
    owner.unmount();
    renderAdmin('/admin', { operator: testSupport });
    await screen.findByRole('navigation', { name: adminCopy.shell.navigation });
    expect(
      screen.queryByRole('link', { name: adminCopy.shell.sections.advisors }),
    ).not.toBeInTheDocument();
  });
});

describe("an advisor's page", () => {
  function api(sent: unknown[]) {
    return {
      'GET /api/admin/advisors/4001': () => jsonResponse(celeste),
      'POST /api/admin/advisors/4001/rates': async (request: Request) => {
        sent.push(await request.json());
        return jsonResponse({
          ...celeste,
          rates: [{ ...rate, id: 'rate-2', perMinuteHundredthsOfCent: 3000 }, rate],
        });
      },
      'PUT /api/admin/advisors/4001/presence': async (request: Request) => {
        sent.push(await request.json());
        return jsonResponse({ ...celeste, status: 'available' });
      },
      'PATCH /api/admin/advisors/4001': () =>
        errorResponse(400, 'CHANGE_REFUSED', 'The extension 4002 is already Basil’s.'),
    };
  }

  it('refuses a rate without a reason before sending, then sends it in hundredths of a cent', async () => {
    const sent: unknown[] = [];
    const { user } = renderAdmin('/admin/advisors/4001', { operator: testOwner, api: api(sent) });
    const rates = await screen.findByRole('region', { name: t.rates.title });
    await user.type(within(rates).getByLabelText(t.rates.amount), '0.30');
    await user.click(within(rates).getByRole('button', { name: t.rates.submit }));
    const alert = await within(rates).findByRole('alert');
    expect(alert).toHaveTextContent(t.rates.reasonRequired);
    expect(alert).toHaveFocus();
    expect(within(rates).getByLabelText(t.rates.reason)).toHaveAccessibleDescription(
      expect.stringContaining(t.rates.reasonRequired),
    );
    expect(sent).toEqual([]);

    await user.type(within(rates).getByLabelText(t.rates.reason), 'Raise');
    await user.click(within(rates).getByRole('button', { name: t.rates.submit }));
    expect(await within(rates).findByText(t.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ perMinuteHundredthsOfCent: 3000, reason: 'Raise' }),
    ]);
  });

  it('sets the specialties and languages, in the list’s order, and says they are saved', async () => {
    const sent: unknown[] = [];
    const { user } = renderAdmin('/admin/advisors/4001', {
      operator: testOwner,
      api: {
        ...api(sent),
        'PATCH /api/admin/advisors/4001': async (request: Request) => {
          const body = (await request.json()) as Partial<AdvisorAdminView>;
          sent.push(body);
          return jsonResponse({ ...celeste, ...body });
        },
      },
    });
    const reads = await screen.findByRole('region', { name: t.reads.title });
    const specialties = within(reads).getByRole('group', { name: t.reads.specialties });
    expect(
      within(specialties).getByRole('checkbox', { name: applyCopy.specialtyNames.tarot }),
    ).toBeChecked();
    await user.click(
      within(specialties).getByRole('checkbox', { name: applyCopy.specialtyNames.love }),
    );
    await user.click(
      within(specialties).getByRole('checkbox', { name: applyCopy.specialtyNames.astrology }),
    );
    await user.click(within(reads).getByRole('checkbox', { name: applyCopy.languageNames.en }));
    await user.click(within(reads).getByRole('button', { name: t.save }));
    expect(await within(reads).findByText(t.saved)).toBeInTheDocument();
    expect(sent).toEqual([{ specialties: ['tarot', 'astrology', 'love'], languages: ['fr'] }]);
  });

  it('shows the server’s refusal of a specialty by the field', async () => {
    const { user } = renderAdmin('/admin/advisors/4001', {
      operator: testOwner,
      api: {
        ...api([]),
        'PATCH /api/admin/advisors/4001': () =>
          errorResponse(400, 'INVALID_REQUEST', 'Check the highlighted fields.', {
            specialties: 'Unknown specialty.',
          }),
      },
    });
    const reads = await screen.findByRole('region', { name: t.reads.title });
    await user.click(within(reads).getByRole('button', { name: t.save }));
    expect(await within(reads).findByRole('alert')).toHaveFocus();
    expect(
      within(reads).getByRole('group', { name: t.reads.specialties }),
    ).toHaveAccessibleDescription('Unknown specialty.');
  });

  it('signs the advisor in, and shows a refused edit in the server’s words, focused', async () => {
    const sent: unknown[] = [];
    const { user } = renderAdmin('/admin/advisors/4001', { operator: testOwner, api: api(sent) });
    const presence = await screen.findByRole('region', { name: t.presence.title });
    await user.click(within(presence).getByRole('button', { name: t.presence.signIn }));
    expect(await within(presence).findByText(t.saved)).toBeInTheDocument();
    expect(sent).toEqual([{ presence: 'available' }]);

    const identity = screen.getByRole('region', { name: t.identity.title });
    const extension = within(identity).getByLabelText(t.identity.extension);
    await user.clear(extension);
    await user.type(extension, '4002');
    await user.click(within(identity).getByRole('button', { name: t.save }));
    const alert = await within(identity).findByRole('alert');
    expect(alert).toHaveTextContent('The extension 4002 is already Basil’s.');
    expect(alert).toHaveFocus();
  });
});
