// The advisors' app in the browser (jsdom): signing in with a texted code (errors under their
// fields, the resend's wait), the presence choices and their announcement, Away's return time,
// the call panel, signing out (nothing of the advisor's left for the next one) and a session that
// ended meanwhile.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { formatClockTime } from '#shared/format/display.ts';
import { renderAdvisorApp, testAdvisor } from '#tests/support/web/advisor-app.tsx';
import { reviewsPage } from '#tests/support/web/advisors.ts';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';

const t = advisorAppCopy;
afterEach(() => {
  vi.useRealTimers();
});

const codeSent = () =>
  jsonResponse({ status: 'sent', expiresInSeconds: 600, resendAfterSeconds: 30 });

describe('signing in', () => {
  it('asks for the number, then the code, and opens the presence page', async () => {
    const sent: unknown[] = [];
    const { user } = renderAdvisorApp({
      api: {
        'POST /api/advisor/code': async (request) => {
          sent.push(await request.json());
          return codeSent();
        },
        'POST /api/advisor/session': async (request) => {
          sent.push(await request.json());
          return jsonResponse({ advisor: testAdvisor });
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: t.signIn.title }),
    ).toBeInTheDocument();
    expect(document.title).toBe(t.pageTitle(t.signIn.title));
    await user.type(screen.getByLabelText(t.signIn.phoneLabel), '5145550141');
    await user.click(screen.getByRole('button', { name: t.signIn.sendCode }));
    const codeField = await screen.findByLabelText(t.signIn.codeLabel);
    expect(codeField).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/514/);
    // The wait before a new code is said, not offered yet.
    expect(screen.getByText(t.signIn.resendIn(30))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.signIn.resend })).toBeNull();
    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: t.signIn.signIn }));
    expect(
      await screen.findByRole('heading', { level: 1, name: t.presence.title }),
    ).toBeInTheDocument();
    // The page changed under the keyboard: focus is on the main region, not lost.
    expect(screen.getByRole('main')).toHaveFocus();
    expect(sent).toEqual([{ phone: '5145550141' }, { phone: '5145550141', code: '123456' }]);
  });

  it('ties a wrong number and a wrong code to their fields, sending nothing for the first', async () => {
    const { user, fetchMock } = renderAdvisorApp({
      api: {
        'POST /api/advisor/code': codeSent,
        'POST /api/advisor/session': () =>
          errorResponse(400, 'CODE_INCORRECT', copy.auth.otp.codeIncorrect),
      },
    });
    const phone = await screen.findByLabelText(t.signIn.phoneLabel);
    await user.type(phone, '514-555');
    await user.click(screen.getByRole('button', { name: t.signIn.sendCode }));
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining(copy.validation.phoneDigitsOnly),
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(phone);
    await user.type(phone, '5145550141');
    await user.click(screen.getByRole('button', { name: t.signIn.sendCode }));
    const code = await screen.findByLabelText(t.signIn.codeLabel);
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: t.signIn.signIn }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(copy.validation.otpLength));
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: t.signIn.signIn }));
    expect(await screen.findByText(copy.auth.otp.codeIncorrect)).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(expect.stringContaining(copy.auth.otp.codeIncorrect));
  });

  it('offers a new code once the wait is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    const { user } = renderAdvisorApp({
      api: {
        'POST /api/advisor/code': () => {
          asked += 1;
          return codeSent();
        },
      },
    });
    await user.type(await screen.findByLabelText(t.signIn.phoneLabel), '5145550141');
    await user.click(screen.getByRole('button', { name: t.signIn.sendCode }));
    await screen.findByLabelText(t.signIn.codeLabel);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    await user.click(screen.getByRole('button', { name: t.signIn.resend }));
    expect(asked).toBe(2);
  });
});

describe('the presence page', () => {
  it('shows the three choices, the current one pressed and announced, and changes it', async () => {
    let sent: unknown;
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        'PUT /api/advisor/presence': async (request) => {
          sent = await request.json();
          return jsonResponse({ advisor: { ...testAdvisor, presence: 'offline' } });
        },
      },
    });
    const group = await screen.findByRole('group', { name: t.presence.legend });
    const available = within(group).getByRole('button', { name: new RegExp(t.presence.available) });
    expect(available).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(t.presence.current(t.presence.available))).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: new RegExp(t.presence.offline) }));
    expect(await screen.findByText(t.presence.current(t.presence.offline))).toBeInTheDocument();
    expect(sent).toEqual({ presence: 'offline', awayUntil: null });
    expect(
      within(group).getByRole('button', { name: new RegExp(t.presence.offline) }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks Away for an optional return time, and shows the server’s refusal under it', async () => {
    const sent: { presence: string; awayUntil: string | null }[] = [];
    let refuse = true;
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        'PUT /api/advisor/presence': async (request) => {
          const body = (await request.json()) as { presence: string; awayUntil: string | null };
          sent.push(body);
          if (refuse) {
            return errorResponse(400, 'INVALID_REQUEST', copy.errors.invalidRequest, {
              awayUntil: t.api.awayUntilInvalid,
            });
          }
          return jsonResponse({
            advisor: { ...testAdvisor, presence: 'away', awayUntil: body.awayUntil },
          });
        },
      },
    });
    const group = await screen.findByRole('group', { name: t.presence.legend });
    await user.click(within(group).getByRole('button', { name: new RegExp(t.presence.away) }));
    const time = screen.getByLabelText(t.presence.returnLabel);
    expect(time).toHaveFocus();
    await user.type(time, '14:30');
    await user.click(screen.getByRole('button', { name: t.presence.confirmAway }));
    expect(await screen.findByText(t.api.awayUntilInvalid)).toBeInTheDocument();
    expect(time).toHaveAccessibleDescription(expect.stringContaining(t.api.awayUntilInvalid));
    const chosen = new Date(sent[0]?.awayUntil ?? '');
    expect([chosen.getHours(), chosen.getMinutes()]).toEqual([14, 30]);
    expect(chosen.getTime()).toBeGreaterThan(Date.now());

    refuse = false;
    await user.click(screen.getByRole('button', { name: t.presence.confirmAway }));
    expect(await screen.findByText(t.presence.current(t.presence.away))).toBeInTheDocument();
    expect(screen.getByText(/14/, { selector: 'p' })).toBeInTheDocument();
  });

  it('says when a break ends: today, tomorrow, or that the time has passed, still Away', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 10, 21, 10, 0));
    const today = new Date(2026, 10, 21, 11, 0).toISOString();
    const { unmount } = renderAdvisorApp({
      advisor: { ...testAdvisor, presence: 'away', awayUntil: today },
    });
    const status = await screen.findByText(t.presence.backAt(formatClockTime('11:00')));
    // Its half-minute check finds the time passed; the presence stays Away.
    vi.setSystemTime(new Date(2026, 10, 21, 11, 1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(status).toHaveTextContent(t.presence.backTimePassed(formatClockTime('11:00')));
    expect(screen.getByText(t.presence.current(t.presence.away))).toBeInTheDocument();
    unmount();

    vi.setSystemTime(new Date(2026, 10, 21, 22, 0));
    renderAdvisorApp({
      advisor: {
        ...testAdvisor,
        presence: 'away',
        awayUntil: new Date(2026, 10, 22, 8, 30).toISOString(),
      },
    });
    expect(
      await screen.findByText(t.presence.backTomorrowAt(formatClockTime('08:30'))),
    ).toBeInTheDocument();
  });

  it('names each choice by its presence alone, its hint its description, and keeps focus on it', async () => {
    let presence = 'available';
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        'PUT /api/advisor/presence': async (request) => {
          presence = ((await request.json()) as { presence: string }).presence;
          return jsonResponse({ advisor: { ...testAdvisor, presence } });
        },
      },
    });
    const group = await screen.findByRole('group', { name: t.presence.legend });
    const offline = within(group).getByRole('button', { name: t.presence.offline });
    expect(offline).toHaveAccessibleDescription(t.presence.offlineHint);
    offline.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(t.presence.current(t.presence.offline))).toBeInTheDocument();
    expect(offline).toHaveFocus();

    // Away opens its form; cancelling it, or confirming it, brings focus back to Away.
    const away = within(group).getByRole('button', { name: t.presence.away });
    await user.click(away);
    await user.click(screen.getByRole('button', { name: t.presence.cancel }));
    expect(screen.queryByLabelText(t.presence.returnLabel)).toBeNull();
    expect(away).toHaveFocus();
    await user.click(away);
    await user.click(screen.getByRole('button', { name: t.presence.confirmAway }));
    expect(await screen.findByText(t.presence.current(t.presence.away))).toBeInTheDocument();
    expect(screen.queryByLabelText(t.presence.returnLabel)).toBeNull();
    expect(away).toHaveFocus();
  });

  it('goes back to the sign-in page when the session ended before a change', async () => {
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        'PUT /api/advisor/presence': () =>
          errorResponse(401, 'UNAUTHENTICATED', copy.errors.unauthenticated),
      },
    });
    const group = await screen.findByRole('group', { name: t.presence.legend });
    await user.click(within(group).getByRole('button', { name: t.presence.offline }));
    expect(
      await screen.findByRole('heading', { level: 1, name: t.signIn.title }),
    ).toBeInTheDocument();
  });

  it('shows the call: the caller’s first name, the minutes left and the running time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answeredAt = new Date(Date.now() - 65_000).toISOString();
    renderAdvisorApp({
      advisor: { ...testAdvisor, onACall: true },
      api: {
        'GET /api/advisor/call': () =>
          jsonResponse({ call: { callerFirstName: 'Aurora', minutesLimit: 10, answeredAt } }),
      },
    });
    const panel = await screen.findByRole('region', { name: t.call.title });
    expect(within(panel).getByText('Aurora')).toBeInTheDocument();
    expect(within(panel).getByText(t.call.duration(65))).toBeInTheDocument();
    expect(within(panel).getByText(t.call.duration(600 - 65))).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(within(panel).getByText(t.call.duration(67))).toBeInTheDocument();
  });

  it('shows the next call waiting in the call-back queue, by first name and how many wait', async () => {
    renderAdvisorApp({
      advisor: { ...testAdvisor, onACall: true },
      api: {
        'GET /api/advisor/call': () =>
          jsonResponse({
            call: {
              callerFirstName: 'Aurora',
              minutesLimit: 10,
              answeredAt: new Date().toISOString(),
              nextWaiting: { firstName: 'Basile', waiting: 2 },
            },
          }),
      },
    });
    const panel = await screen.findByRole('region', { name: t.call.title });
    expect(within(panel).getByText(t.call.nextWaiting)).toBeInTheDocument();
    expect(within(panel).getByText(t.call.waitingFor('Basile', 2))).toBeInTheDocument();
  });

  it('says a call still rings until it is answered, and shows none when there is none', async () => {
    renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        'GET /api/advisor/call': () =>
          jsonResponse({ call: { callerFirstName: 'Aurora', minutesLimit: 10, answeredAt: null } }),
      },
    });
    const panel = await screen.findByRole('region', { name: t.call.title });
    expect(within(panel).getByText(t.call.ringing)).toBeInTheDocument();
  });

  it('shows a call on the other sections too, with a link back to its panel', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.history.replaceState(null, '', '/advisor/reviews');
    let call: { callerFirstName: string; minutesLimit: number; answeredAt: string | null } | null =
      { callerFirstName: 'Aurora', minutesLimit: 10, answeredAt: null };
    try {
      const { user } = renderAdvisorApp({
        advisor: { ...testAdvisor, onACall: true },
        api: {
          'GET /api/advisor/call': () => jsonResponse({ call }),
          'GET /api/advisor/reviews': () => jsonResponse(reviewsPage()),
        },
      });
      const line = await screen.findByText(t.call.ringingFrom('Aurora'));
      // Said when it appears: it is in the page's live region, with no timer to repeat.
      expect(line.closest('[role="status"]')).not.toBeNull();
      call = { ...call, answeredAt: new Date().toISOString() };
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5_000);
      });
      expect(await screen.findByText(t.call.onCallWith('Aurora'))).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: t.call.showCall }));
      expect(window.location.pathname).toBe('/advisor');
      const panel = await screen.findByRole('region', { name: t.call.title });
      expect(within(panel).getByText('Aurora')).toBeInTheDocument();
      // The panel says it; the line does not repeat it on the presence page.
      expect(screen.queryByText(t.call.onCallWith('Aurora'))).toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('signs out back to the sign-in page', async () => {
    let signedOut = false;
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        'DELETE /api/advisor/session': () => {
          signedOut = true;
          return new Response(null, { status: 204 });
        },
      },
    });
    const signOut = await screen.findByRole('button', { name: t.shell.signOut });
    // Not the line's "sign out" (Offline): the presence is left as it is, and it says so.
    expect(signOut).toHaveAccessibleDescription(t.shell.signOutKeepsPresence);
    await user.click(signOut);
    expect(
      await screen.findByRole('heading', { level: 1, name: t.signIn.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(signedOut).toBe(true);
  });

  it('keeps nothing the pages fetched for the advisor once they sign out', async () => {
    const { user, queryClient } = renderAdvisorApp({
      advisor: testAdvisor,
      api: { 'DELETE /api/advisor/session': () => new Response(null, { status: 204 }) },
    });
    // What their other pages would have read: another advisor signing in next must not see it.
    queryClient.setQueryData(['advisor', 'calls', 1], { calls: ['theirs'] });
    queryClient.setQueryData(['advisor', 'statement', '2026-11'], { total: 'theirs' });
    queryClient.setQueryData(['advisor', 'profile'], { texts: 'theirs' });
    await user.click(await screen.findByRole('button', { name: t.shell.signOut }));
    await screen.findByRole('heading', { level: 1, name: t.signIn.title });
    const left = queryClient.getQueryCache().findAll({ queryKey: ['advisor'] });
    expect(left.map((query) => [query.queryKey, query.state.data])).toEqual([
      [['advisor', 'session'], null],
    ]);
  });
});
