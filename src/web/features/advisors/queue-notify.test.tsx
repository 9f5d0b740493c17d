// The call-back queue and "notify me" on the board (docs/decisions/052): the buttons by status
// and session, how many wait, and the dialogs (a chunk of their own): focus in and back, the
// server's refusals in the catalogue's words, the success announced; one part in French.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdvisorRecord } from '#shared/api/advisors.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import { queueNotifyCopyFor } from '#shared/copy/queue-notify-catalogue.ts';
import { rememberAccountNoticeDismissed } from '#tests/support/web/account-notice.ts';
import {
  availableAdvisor,
  busyAdvisor,
  offlineAdvisor,
  threeAdvisors,
} from '#tests/support/web/advisors.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { onPagesIn } from '#tests/support/web/page-language.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testPublicConfig, testUser } from '#tests/support/web/test-data.ts';

const signedIn: ApiHandlers = { 'GET /api/auth/session': () => jsonResponse({ user: testUser }) };

function feed(advisors: AdvisorRecord[]): ApiHandlers {
  return { 'GET /api/advisors': () => jsonResponse(advisors) };
}

const findCard = (name: string) => screen.findByRole('article', { name });

beforeEach(() => {
  rememberAccountNoticeDismissed();
});

afterEach(() => {
  window.localStorage.clear();
});

describe('the queue and notify-me buttons on the cards', () => {
  onPagesIn('en');
  const card = copyFor('en').board.card;

  it('offer Call me back and Notify me on a busy advisor, Notify me only on an offline one, nothing on an available one', async () => {
    const busy = { ...busyAdvisor, queueLength: 3 };
    renderRoute('/', { api: { ...signedIn, ...feed([availableAdvisor, busy, offlineAdvisor]) } });

    const busyCard = await findCard(busy.agentName);
    expect(
      await within(busyCard).findByRole('button', { name: card.joinQueueOf(busy.agentName) }),
    ).toHaveTextContent(card.joinQueue);
    expect(
      within(busyCard).getByRole('button', { name: card.notifyMeOf(busy.agentName) }),
    ).toHaveTextContent(card.notifyMe);
    expect(within(busyCard).getByText(card.waiting(3))).toBeInTheDocument();

    const offlineCard = await findCard(offlineAdvisor.agentName);
    expect(
      within(offlineCard).getByRole('button', { name: card.notifyMeOf(offlineAdvisor.agentName) }),
    ).toBeInTheDocument();
    expect(
      within(offlineCard).queryByRole('button', {
        name: card.joinQueueOf(offlineAdvisor.agentName),
      }),
    ).not.toBeInTheDocument();

    const availableCard = await findCard(availableAdvisor.agentName);
    expect(within(availableCard).queryByRole('button', { name: /notify|call me/i })).toBeNull();
  });

  it('say nothing of a queue when nobody waits', async () => {
    renderRoute('/', { api: { ...signedIn, ...feed([busyAdvisor]) } });
    const busyCard = await findCard(busyAdvisor.agentName);
    await within(busyCard).findByRole('button', { name: card.joinQueueOf(busyAdvisor.agentName) });
    expect(within(busyCard).queryByText(card.waiting(1))).toBeNull();
    expect(within(busyCard).queryByText(/waiting/)).toBeNull();
  });

  it('send a visitor to sign in, and back to this page', async () => {
    renderRoute('/', { api: feed(threeAdvisors) });
    const busyCard = await findCard(busyAdvisor.agentName);
    const link = await within(busyCard).findByRole('link', {
      name: card.joinQueueOf(busyAdvisor.agentName),
    });
    expect(link).toHaveAttribute('href', '/login?redirectTo=%2F');
    expect(
      within(busyCard).getByRole('link', { name: card.notifyMeOf(busyAdvisor.agentName) }),
    ).toHaveAttribute('href', '/login?redirectTo=%2F');
  });

  it('are on the profile page too', async () => {
    renderRoute(`/advisors/${offlineAdvisor.agentId}`, {
      api: { ...signedIn, ...feed(threeAdvisors) },
    });
    expect(
      await screen.findByRole('button', { name: card.notifyMeOf(offlineAdvisor.agentName) }),
    ).toBeInTheDocument();
  });
});

describe('the call-back dialog', () => {
  onPagesIn('en');
  const card = copyFor('en').board.card;
  const t = queueNotifyCopyFor('en');
  const name = busyAdvisor.agentName;

  async function openJoin(api: ApiHandlers) {
    const view = renderRoute('/', { api: { ...signedIn, ...feed([busyAdvisor]), ...api } });
    const busyCard = await findCard(name);
    const opener = await within(busyCard).findByRole('button', { name: card.joinQueueOf(name) });
    await view.user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: t.queue.title(name) });
    return { ...view, dialog, opener };
  }

  it('explains the call-back, joins, says the place in line, and gives focus back on closing', async () => {
    const join = vi.fn(() =>
      jsonResponse({ queue: { place: 2, expiresAt: '2026-11-27T15:30:00.000Z' } }),
    );
    const { user, dialog, opener } = await openJoin({ 'POST /api/advisors/4002/queue': join });

    expect(within(dialog).getByText(t.queue.explain(name))).toBeInTheDocument();
    expect(within(dialog).getByText(t.queue.needs)).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(dialog).getByRole('button', { name: t.queue.join }));
    const done = await within(dialog).findByText(t.queue.joined(2));
    expect(join).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('status')).toContainElement(done);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // The footer's Close, after the title's close button of the same name.
    const [, footerClose] = within(dialog).getAllByRole('button', {
      name: copyFor('en').common.close,
    });
    await user.click(footerClose as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it.each([
    ['QUEUE_NO_MINUTES', t.errors.noMinutes],
    ['QUEUE_NO_PHONE', t.errors.noPhone],
    ['QUEUE_ADVISOR_NOT_BUSY', t.errors.advisorNotBusy],
  ])('shows the refusal %s in the catalogue’s words, focused', async (code, text) => {
    const { user, dialog } = await openJoin({
      'POST /api/advisors/4002/queue': () => errorResponse(409, code, 'server words'),
    });
    await user.click(within(dialog).getByRole('button', { name: t.queue.join }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: t.queue.join })).toBeEnabled();
  });
});

describe('the notify-me dialog', () => {
  onPagesIn('en');
  const card = copyFor('en').board.card;
  const t = queueNotifyCopyFor('en');
  const name = offlineAdvisor.agentName;
  const brand = testPublicConfig.brandName;

  async function openNotify(api: ApiHandlers) {
    const view = renderRoute('/', { api: { ...signedIn, ...feed([offlineAdvisor]), ...api } });
    const offlineCard = await findCard(name);
    await view.user.click(
      await within(offlineCard).findByRole('button', { name: card.notifyMeOf(name) }),
    );
    const dialog = await screen.findByRole('dialog', { name: t.notify.title(name) });
    return { ...view, dialog };
  }

  it('shows the consent for the channel chosen, sends it, and confirms', async () => {
    const bodies: unknown[] = [];
    const { user, dialog } = await openNotify({
      'POST /api/advisors/4003/notify': async (request) => {
        bodies.push(await request.json());
        return jsonResponse({ expiresAt: '2026-12-04T15:00:00.000Z' });
      },
    });
    expect(within(dialog).getByRole('radio', { name: t.notify.email })).toBeChecked();
    expect(within(dialog).getByText(t.notify.consent(brand, name, 'email'))).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: t.notify.sms }));
    expect(within(dialog).getByText(t.notify.consent(brand, name, 'sms'))).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: t.notify.sms })).toHaveAccessibleDescription(
      t.notify.consent(brand, name, 'sms'),
    );

    await user.click(within(dialog).getByRole('button', { name: t.notify.submit }));
    expect(await within(dialog).findByText(t.notify.done(name))).toBeInTheDocument();
    expect(bodies).toEqual([{ channel: 'sms' }]);
  });

  it('says an SMS needs a verified number, in the catalogue’s words', async () => {
    const { user, dialog } = await openNotify({
      'POST /api/advisors/4003/notify': () => errorResponse(409, 'NOTICE_NO_PHONE', 'server words'),
    });
    await user.click(within(dialog).getByRole('radio', { name: t.notify.sms }));
    await user.click(within(dialog).getByRole('button', { name: t.notify.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.errors.smsNeedsPhone);
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openNotify({});
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('in French', () => {
  onPagesIn('fr-CA');
  const card = copyFor('fr-CA').board.card;
  const t = queueNotifyCopyFor('fr-CA');

  it('names the buttons, the queue and the dialog in French', async () => {
    const busy = { ...busyAdvisor, queueLength: 2 };
    const { user } = renderRoute('/', { api: { ...signedIn, ...feed([busy]) } });
    const busyCard = await findCard(busy.agentName);
    expect(within(busyCard).getByText(card.waiting(2).replace(/\s+/g, ' '))).toBeInTheDocument();
    await user.click(
      await within(busyCard).findByRole('button', { name: card.notifyMeOf(busy.agentName) }),
    );
    const dialog = await screen.findByRole('dialog', { name: t.notify.title(busy.agentName) });
    expect(within(dialog).getByRole('radio', { name: t.notify.email })).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        t.notify.consent(testPublicConfig.brandName, busy.agentName, 'email'),
      ),
    ).toBeInTheDocument();
  });
});

describe('after a message’s stop link', () => {
  onPagesIn('en');

  it('the home page says the requests are cancelled, once, and cleans the address', async () => {
    const { router } = renderRoute('/?notices=stopped', { api: feed([]) });
    expect(
      await screen.findByText(queueNotifyCopyFor('en').stopPage.stopped, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
