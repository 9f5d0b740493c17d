// "My profile" in the browser (jsdom): reached from the navigation; the texts sent for approval
// (awaiting approval with what was sent, a decline with its reason), an empty one refused in its
// field; the schedule saved at once, days with the same hours together; a greeting from a file or
// recorded (the media APIs stubbed), played back before it is sent as WAV, one too long or too
// short refused before it is sent, and a refused microphone explained; a photo over the size
// limit refused before it is sent.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdvisorProfileResponse, ProfileChange } from '#shared/api/advisor/profile.ts';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { renderAdvisorApp, testAdvisor } from '#tests/support/web/advisor-app.tsx';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';

const p = advisorAppCopy.profile;
const nav = advisorAppCopy.earnings.nav;

const publicTexts = {
  description: 'Tarot readings since 1998.',
  descriptionFr: null,
  availTimeStr: 'Varies',
  availTimeStrFr: null,
};

const profile = (changes: Partial<AdvisorProfileResponse['changes']> = {}) => ({
  profile: {
    agentId: '4001',
    texts: publicTexts,
    hasPhoto: false,
    hasGreeting: false,
    schedule: [{ dayOfWeek: 1, slot: 1, fromTime: '09:00', toTime: '12:00' }],
  },
  changes: { texts: null, photo: null, greeting: null, ...changes },
});

const change = (over: Partial<ProfileChange> = {}): ProfileChange => ({
  id: 'change-1',
  kind: 'texts',
  status: 'pending',
  texts: { ...publicTexts, description: 'New words about my readings.' },
  seconds: null,
  declineReason: null,
  createdAt: '2026-11-27T15:00:00.000Z',
  decidedAt: null,
  ...over,
});

beforeEach(() => {
  window.history.replaceState(null, '', '/advisor/profile');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('My profile', () => {
  it('is in the navigation and shows a pending change with what was sent, and a decline’s reason', async () => {
    window.history.replaceState(null, '', '/advisor');
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        'GET /api/advisor/profile': () =>
          jsonResponse(
            profile({
              texts: change(),
              photo: change({
                id: 'c2',
                kind: 'photo',
                texts: null,
                status: 'declined',
                declineReason: 'Blurry.',
              }),
            }),
          ),
      },
    });
    const links = await screen.findByRole('navigation', { name: nav.label });
    await user.click(within(links).getByRole('link', { name: nav.profile }));
    expect(await screen.findByRole('heading', { level: 1, name: p.title })).toBeVisible();
    expect(window.location.pathname).toBe('/advisor/profile');
    const texts = screen.getByRole('region', { name: p.texts.title });
    expect(within(texts).getByText(p.status.pending)).toBeVisible();
    expect(within(texts).getByLabelText(p.texts.description)).toHaveValue(
      'New words about my readings.',
    );
    const photo = screen.getByRole('region', { name: p.photo.title });
    expect(within(photo).getByText(p.status.declinedBecause('Blurry.'))).toBeVisible();
  });

  it('sends the texts for approval, and refuses an empty description in its field', async () => {
    const sent: unknown[] = [];
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        'GET /api/advisor/profile': () => jsonResponse(profile()),
        'PUT /api/advisor/profile/texts': async (request) => {
          sent.push(await request.json());
          return jsonResponse(profile({ texts: change() }));
        },
      },
    });
    const description = await screen.findByLabelText(p.texts.description);
    await user.clear(description);
    await user.click(screen.getByRole('button', { name: p.texts.submit }));
    expect(description).toHaveAccessibleDescription(p.texts.required);
    expect(description).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(description, 'New words about my readings.');
    await user.type(screen.getByLabelText(p.texts.availTimeStrFr), 'Les soirs');
    await user.click(screen.getByRole('button', { name: p.texts.submit }));
    expect(await screen.findByText(p.texts.sent)).toBeVisible();
    expect(sent).toEqual([
      { ...publicTexts, description: 'New words about my readings.', availTimeStrFr: 'Les soirs' },
    ]);
    expect(screen.getByText(p.status.pending)).toBeVisible();
  });

  it('saves the schedule at once, the days with the same hours together, and shows a refusal', async () => {
    const sent: unknown[] = [];
    let refuse = false;
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        'GET /api/advisor/profile': () => jsonResponse(profile()),
        'PUT /api/advisor/profile/schedule': async (request) => {
          sent.push(await request.json());
          return refuse
            ? errorResponse(400, 'CHANGE_REFUSED', 'The range ends before it starts.')
            : jsonResponse(profile());
        },
      },
    });
    const tuesday = p.days[2] ?? '';
    await user.type(await screen.findByLabelText(p.schedule.from(1, tuesday)), '09:00');
    await user.type(screen.getByLabelText(p.schedule.to(1, tuesday)), '12:00');
    await user.click(screen.getByLabelText(p.schedule.varies(p.days[5] ?? '')));
    await user.click(screen.getByRole('button', { name: p.schedule.save }));
    expect(await screen.findByText(p.schedule.saved)).toBeVisible();
    expect(sent).toEqual([
      { days: [0, 3, 4, 6], ranges: [] },
      { days: [1, 2], ranges: [{ from: '09:00', to: '12:00' }] },
      { days: [5], ranges: [{ from: 'Varies', to: 'Varies' }] },
    ]);
    refuse = true;
    await user.click(screen.getByRole('button', { name: p.schedule.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The range ends before it starts.');
  });
});

describe('the greeting', () => {
  /** Stereo audio at 8 kHz as the browser decodes it: a second unless a test says otherwise. */
  const decodedOf = (seconds: number) => ({
    sampleRate: 8000,
    numberOfChannels: 2,
    length: Math.round(8000 * seconds),
    getChannelData: () => new Float32Array(Math.round(8000 * seconds)).fill(0.25),
  });
  let decoded = decodedOf(1);
  beforeEach(() => {
    decoded = decodedOf(1);
    class FakeAudioContext {
      decodeAudioData = () => Promise.resolve(decoded);
      close = () => Promise.resolve();
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });

  /** The greeting's bytes as the page handed them to fetch (the browser's own Blob). */
  async function sentGreeting(fetchMock: ReturnType<typeof renderAdvisorApp>['fetchMock']) {
    let body: Blob | undefined;
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/greeting'));
      body = call?.[1]?.body as Blob | undefined;
      expect(body).toBeDefined();
    });
    const buffer = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(body as Blob);
    });
    const bytes = new Uint8Array(buffer);
    const view = new DataView(buffer);
    return {
      riff: String.fromCharCode(...bytes.subarray(0, 4)),
      channels: view.getUint16(22, true),
      bits: view.getUint16(34, true),
      size: bytes.length,
    };
  }

  /**
   * A microphone the browser allows, and a recorder whose Stop hands over one chunk of sound:
   * spies on each track's stop (the microphone let go) and on the recorder's.
   */
  function stubMicrophone() {
    const trackStopped = vi.fn();
    const recorderStopped = vi.fn();
    class FakeRecorder extends EventTarget {
      mimeType = 'audio/webm';
      start() {}
      stop() {
        recorderStopped();
        const data = new Event('dataavailable');
        Object.assign(data, { data: new Blob([new Uint8Array([9])]) });
        this.dispatchEvent(data);
        this.dispatchEvent(new Event('stop'));
      }
    }
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.resolve({ getTracks: () => [{ stop: trackStopped }] }) },
    });
    return { trackStopped, recorderStopped };
  }

  const greetingApi = {
    'GET /api/advisor/profile': () => jsonResponse(profile()),
    'PUT /api/advisor/profile/greeting': () =>
      jsonResponse(profile({ greeting: change({ kind: 'greeting', texts: null, seconds: 1 }) })),
  };

  it('from a file is decoded, played back, then sent as mono 16-bit WAV', async () => {
    const { user, fetchMock } = renderAdvisorApp({ advisor: testAdvisor, api: greetingApi });
    const input = await screen.findByLabelText(p.greeting.uploadLabel);
    await user.upload(
      input,
      new File([new Uint8Array([1, 2, 3])], 'hello.m4a', { type: 'audio/mp4' }),
    );
    expect(await screen.findByText(new RegExp(p.greeting.preview))).toBeVisible();
    await user.click(screen.getByRole('button', { name: p.greeting.submit }));
    expect(await sentGreeting(fetchMock)).toEqual({
      riff: 'RIFF',
      channels: 1,
      bits: 16,
      size: 44 + 8000 * 2,
    });
    expect(await screen.findByText(p.greeting.sent)).toBeVisible();
  });

  it('too long or too short is refused before it is sent, in the server’s limits', async () => {
    const { user, fetchMock } = renderAdvisorApp({ advisor: testAdvisor, api: greetingApi });
    const input = await screen.findByLabelText(p.greeting.uploadLabel);
    decoded = decodedOf(75.2);
    await user.upload(input, new File([new Uint8Array([1])], 'long.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(p.greeting.tooLong(75, 60));
    expect(screen.queryByRole('button', { name: p.greeting.submit })).not.toBeInTheDocument();

    decoded = decodedOf(0.4);
    await user.upload(input, new File([new Uint8Array([2])], 'click.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(p.greeting.tooShort(1));
    expect(screen.queryByRole('button', { name: p.greeting.submit })).not.toBeInTheDocument();

    decoded = decodedOf(60);
    await user.upload(input, new File([new Uint8Array([3])], 'minute.mp3', { type: 'audio/mpeg' }));
    await user.click(await screen.findByRole('button', { name: p.greeting.submit }));
    expect((await sentGreeting(fetchMock)).size).toBe(44 + 60 * 8000 * 2);
    expect(screen.queryByText(p.greeting.tooShort(1))).not.toBeInTheDocument();
  });

  it('is recorded with Record and Stop, the time shown, and played back before it is sent', async () => {
    const { trackStopped: stop } = stubMicrophone();
    const { user, fetchMock } = renderAdvisorApp({ advisor: testAdvisor, api: greetingApi });
    const record = await screen.findByRole('button', { name: p.greeting.record });
    await user.click(record);
    const stopButton = await screen.findByRole('button', { name: p.greeting.stop });
    expect(stopButton).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('timer')).toHaveTextContent(p.greeting.recording(0));
    await user.click(stopButton);
    expect(await screen.findByText(new RegExp(p.greeting.preview))).toBeVisible();
    expect(stop).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: p.greeting.submit }));
    expect((await sentGreeting(fetchMock)).riff).toBe('RIFF');
  });

  it('stops a recording by itself just under the longest a greeting may last, and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { trackStopped: stop, recorderStopped: stopped } = stubMicrophone();
    try {
      const { user, fetchMock } = renderAdvisorApp({ advisor: testAdvisor, api: greetingApi });
      await user.click(await screen.findByRole('button', { name: p.greeting.record }));
      await screen.findByRole('button', { name: p.greeting.stop });
      decoded = decodedOf(59.5);
      await act(() => vi.advanceTimersByTimeAsync(59_000));
      expect(stopped).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(stopped).toHaveBeenCalledTimes(1);
      expect(stop).toHaveBeenCalled();
      // Never refused as too long: it is the advisor's to hear and send.
      expect(await screen.findByText(p.greeting.stoppedAtMax(60))).toBeVisible();
      expect(await screen.findByText(new RegExp(p.greeting.preview))).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('button', { name: p.greeting.record })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: p.greeting.submit }));
      expect((await sentGreeting(fetchMock)).riff).toBe('RIFF');
    } finally {
      vi.useRealTimers();
    }
  });

  it('explains a refused microphone', async () => {
    vi.stubGlobal('MediaRecorder', function MediaRecorder() {});
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () =>
          Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })),
      },
    });
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: { 'GET /api/advisor/profile': () => jsonResponse(profile()) },
    });
    await user.click(await screen.findByRole('button', { name: p.greeting.record }));
    expect(await screen.findByRole('alert')).toHaveTextContent(p.greeting.micRefused);
  });
});

describe('the photo', () => {
  it('over the size limit is refused before it is sent, and a photo within it is sent', async () => {
    const { user, fetchMock } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        'GET /api/advisor/profile': () => jsonResponse(profile()),
        'PUT /api/advisor/profile/photo': () =>
          jsonResponse(profile({ photo: change({ kind: 'photo', texts: null }) })),
      },
    });
    const input = await screen.findByLabelText(p.photo.label);
    const large = new File([new Uint8Array(3 * 1024 * 1024)], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(input, large);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      p.photo.tooLarge(large.size, 2 * 1024 * 1024),
    );
    expect(screen.getByRole('button', { name: p.photo.submit })).toBeDisabled();
    // No change approved yet: the public photo's own address.
    expect(screen.getByRole('img', { name: p.photo.current })).toHaveAttribute(
      'src',
      '/api/advisors/4001/photo',
    );

    await user.upload(input, new File([new Uint8Array(1000)], 'me.jpg', { type: 'image/jpeg' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: p.photo.submit }));
    expect(await screen.findByText(p.photo.sent)).toBeVisible();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/profile/photo')),
    ).toHaveLength(1);
  });
});

describe('an approved photo and greeting', () => {
  it('are asked for by a new address, so the browser does not show the ones it kept from before', async () => {
    const approved = {
      status: 'approved' as const,
      texts: null,
      decidedAt: '2026-11-27T16:00:00.000Z',
    };
    renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        'GET /api/advisor/profile': () =>
          jsonResponse({
            ...profile({
              photo: change({ id: 'photo-7', kind: 'photo', ...approved }),
              greeting: change({ id: 'greeting-3', kind: 'greeting', seconds: 4, ...approved }),
            }),
            profile: { ...profile().profile, hasPhoto: true, hasGreeting: true },
          }),
      },
    });
    expect(await screen.findByRole('img', { name: p.photo.current })).toHaveAttribute(
      'src',
      '/api/advisors/4001/photo?v=photo-7',
    );
    expect(screen.getByLabelText(p.greeting.current)).toHaveAttribute(
      'src',
      '/api/advisors/4001/audio?v=greeting-3',
    );
  });
});
