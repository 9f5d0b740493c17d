// The back office's "Profile changes" (jsdom): the pending texts side by side with the current
// ones, a greeting to hear; Approve announces the outcome and reloads the list; Decline needs a
// reason, sent as written; a change decided meanwhile shows the server's words; owners only.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileChangeView } from '#shared/api/admin/profile-changes.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { renderAdmin, testOwner, testSupport } from '#tests/support/web/admin-app.tsx';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';

const t = adminCopy.profileChanges;

const textsChange: ProfileChangeView = {
  id: 'pc-1',
  kind: 'texts',
  status: 'pending',
  texts: {
    description: 'New words about my readings.',
    descriptionFr: null,
    availTimeStr: 'Evenings',
    availTimeStrFr: null,
  },
  seconds: null,
  declineReason: null,
  createdAt: '2026-11-27T15:00:00.000Z',
  decidedAt: null,
  advisor: { extension: 4001, name: 'Celeste Moreau' },
  currentTexts: {
    description: 'Tarot since 1998.',
    descriptionFr: null,
    availTimeStr: 'Varies',
    availTimeStrFr: null,
  },
  hasPhoto: false,
  hasGreeting: false,
};
const greetingChange: ProfileChangeView = {
  ...textsChange,
  id: 'pc-2',
  kind: 'greeting',
  texts: null,
  seconds: 4,
};

const heading = (change: ProfileChangeView) =>
  t.heading(change.advisor.name, change.advisor.extension, t.kinds[change.kind]);

describe('Profile changes', () => {
  it('shows the current and proposed texts side by side, and approves', async () => {
    let pending = [textsChange, greetingChange];
    const approved: string[] = [];
    const { user } = renderAdmin('/admin/profile-changes', {
      operator: testOwner,
      api: {
        'GET /api/admin/profile-changes': () => jsonResponse({ changes: pending }),
        'POST /api/admin/profile-changes/pc-1/approve': () => {
          approved.push('pc-1');
          pending = [greetingChange];
          return jsonResponse({ ...textsChange, status: 'approved' });
        },
      },
    });
    const card = await screen.findByRole('article', { name: heading(textsChange) });
    const row = within(card).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('rowheader')).toHaveTextContent(t.fields.description);
    expect(row).toHaveTextContent('Tarot since 1998.');
    expect(row).toHaveTextContent('New words about my readings.');
    const greeting = screen.getByRole('article', { name: heading(greetingChange) });
    expect(within(greeting).getByText(t.proposedGreeting('4'))).toBeVisible();

    await user.click(within(card).getByRole('button', { name: t.approve }));
    expect(await screen.findByText(t.approved)).toBeVisible();
    expect(approved).toEqual(['pc-1']);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: heading(textsChange) })).toBeNull(),
    );
  });

  it('declines with a reason, refused without one, and shows a decision taken meanwhile', async () => {
    const sent: unknown[] = [];
    const { user } = renderAdmin('/admin/profile-changes', {
      operator: testOwner,
      api: {
        'GET /api/admin/profile-changes': () => jsonResponse({ changes: [textsChange] }),
        'POST /api/admin/profile-changes/pc-1/decline': async (request) => {
          sent.push(await request.json());
          return errorResponse(409, 'PROFILE_CHANGE_DECIDED', t.alreadyDecided);
        },
      },
    });
    const card = await screen.findByRole('article', { name: heading(textsChange) });
    await user.click(within(card).getByRole('button', { name: t.decline }));
    const reason = within(card).getByLabelText(t.declineMessage);
    await user.click(within(card).getByRole('button', { name: t.declineConfirm }));
    expect(reason).toHaveAccessibleDescription(t.declineMessageRequired);
    expect(sent).toEqual([]);
    await user.type(reason, 'Please do not promise results.');
    await user.click(within(card).getByRole('button', { name: t.declineConfirm }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(t.alreadyDecided);
    expect(sent).toEqual([{ message: 'Please do not promise results.' }]);
  });

  it('is an owner’s section: support does not see it in the navigation', async () => {
    renderAdmin('/admin', { operator: testSupport, api: {} });
    const nav = await screen.findByRole('navigation', { name: adminCopy.shell.navigation });
    expect(
      within(nav).queryByRole('link', { name: adminCopy.shell.sections.profileChanges }),
    ).toBeNull();
  });
});
