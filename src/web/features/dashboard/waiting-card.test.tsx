// The dashboard's pending requests (docs/decisions/052): the call-back lines the customer is in
// and their "notify me" requests, each cancellable; loading, empty and failed states.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queueNotifyCopyFor } from '#shared/copy/queue-notify-catalogue.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { expectAnnounced } from '#tests/support/web/announcer.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { onPagesIn } from '#tests/support/web/page-language.ts';
import { renderWithProviders } from '#tests/support/web/render.tsx';
import { renderDashboard, testCustomer } from '#tests/support/web/dashboard-server.ts';
import { WaitingCard } from './components/waiting-card.tsx';

const t = queueNotifyCopyFor('en');

const inLine = {
  agentId: '4002',
  advisorName: 'Marguerite Bélanger',
  joinedAt: '2026-11-27T15:00:00.000Z',
  expiresAt: '2026-11-27T15:30:00.000Z',
};
const notice = {
  agentId: '4003',
  advisorName: 'Rafael Quintero',
  channel: 'sms' as const,
  expiresAt: '2026-12-04T15:00:00.000Z',
};

function renderCard(api: ApiHandlers = {}) {
  return renderWithProviders(<WaitingCard customerId={testCustomer.id} />, {
    api: {
      'GET /api/me/waiting': () => jsonResponse({ queues: [inLine] }),
      'GET /api/me/notices': () => jsonResponse({ notices: [notice] }),
      ...api,
    },
  });
}

describe('the pending requests card', () => {
  onPagesIn('en');

  it('lists the lines the customer is in and the advisors they wait to hear about', async () => {
    renderCard();
    const card = await screen.findByRole('region', { name: t.mine.title });
    expect(await within(card).findByText(t.mine.inLine(inLine.advisorName))).toBeInTheDocument();
    expect(within(card).getByText(t.mine.notifyBy(notice.advisorName, 'sms'))).toBeInTheDocument();
    expect(
      within(card).getByText(t.mine.until(formatBusinessDateTime(inLine.expiresAt, 'en'))),
    ).toBeInTheDocument();
  });

  it('leaves a line, announces it, and lists what is left', async () => {
    let queues = [inLine];
    const leave = vi.fn(() => {
      queues = [];
      return jsonResponse({ left: true });
    });
    const { user } = renderCard({
      'GET /api/me/waiting': () => jsonResponse({ queues }),
      'DELETE /api/advisors/4002/queue': leave,
    });
    await user.click(
      await screen.findByRole('button', { name: t.mine.leaveOf(inLine.advisorName) }),
    );
    await waitFor(() => expect(screen.queryByText(t.mine.inLine(inLine.advisorName))).toBeNull());
    expect(leave).toHaveBeenCalledTimes(1);
    expect(screen.getByText(t.mine.notifyBy(notice.advisorName, 'sms'))).toBeInTheDocument();
    await expectAnnounced(t.queue.left);
  });

  it('cancels a notify-me request', async () => {
    let notices = [notice];
    const cancel = vi.fn(() => {
      notices = [];
      return jsonResponse({ cancelled: 1 });
    });
    const { user } = renderCard({
      'GET /api/me/notices': () => jsonResponse({ notices }),
      'DELETE /api/advisors/4003/notify': cancel,
    });
    await user.click(
      await screen.findByRole('button', { name: t.mine.cancelOf(notice.advisorName) }),
    );
    await waitFor(() =>
      expect(screen.queryByText(t.mine.notifyBy(notice.advisorName, 'sms'))).toBeNull(),
    );
    expect(cancel).toHaveBeenCalledTimes(1);
    await expectAnnounced(t.notify.cancelled);
  });

  it('says so when a cancel fails, and keeps the request', async () => {
    const { user } = renderCard({
      'DELETE /api/advisors/4002/queue': () => errorResponse(500, 'INTERNAL', 'boom'),
    });
    await user.click(
      await screen.findByRole('button', { name: t.mine.leaveOf(inLine.advisorName) }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(t.mine.cancelFailed);
    expect(screen.getByText(t.mine.inLine(inLine.advisorName))).toBeInTheDocument();
  });

  it('says when nothing is pending', async () => {
    renderCard({
      'GET /api/me/waiting': () => jsonResponse({ queues: [] }),
      'GET /api/me/notices': () => jsonResponse({ notices: [] }),
    });
    expect(await screen.findByText(t.mine.empty)).toBeInTheDocument();
  });

  it('says when the requests could not be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderCard({
      'GET /api/me/notices': () =>
        fail ? errorResponse(500, 'INTERNAL', 'boom') : jsonResponse({ notices: [] }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.mine.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: copyFor('en').common.tryAgain }));
    expect(await screen.findByText(t.mine.inLine(inLine.advisorName))).toBeInTheDocument();
  });

  it('is on the dashboard', async () => {
    renderDashboard();
    expect(
      await screen.findByRole('region', { name: t.mine.title }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(t.mine.empty)).toBeInTheDocument();
  });
});
