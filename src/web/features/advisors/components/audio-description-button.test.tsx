// The spoken description (docs/product.md §4, §8). jsdom plays no media, so play() and pause() are
// stand-ins that record which element they were called on.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { logMessages } from '#shared/copy/log-messages.ts';
import { allowConsoleErrors } from '#tests/support/web/console-guard.ts';
import { jsonResponse, type ApiHandler } from '#tests/support/web/fetch-mock.ts';
import { renderWithProviders } from '#tests/support/web/render.tsx';
import { AudioDescriptionButton } from './audio-description-button.tsx';

const t = copy.board.card;
const wav = () =>
  new Response(new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0]), {
    headers: { 'Content-Type': 'audio/wav' },
  });

let played: HTMLMediaElement[];
let paused: HTMLMediaElement[];
let mediaSpies: MockInstance[] = [];

beforeEach(() => {
  played = [];
  paused = [];
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    played.push(this);
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.push(this);
  });
  mediaSpies = [play, pause, vi.spyOn(URL, 'revokeObjectURL')];
});

// Only these spies: the console guard's own spy must outlive this file's clean-up.
afterEach(() => {
  for (const spy of mediaSpies) spy.mockRestore();
});

function renderTwo(audio: Record<string, ApiHandler> = {}) {
  return renderWithProviders(
    <>
      <AudioDescriptionButton agentId="4001" name="Celeste" />
      <AudioDescriptionButton agentId="4002" name="Rafael" />
    </>,
    {
      api: {
        'GET /api/advisors/4001/audio': wav,
        'GET /api/advisors/4002/audio': wav,
        ...audio,
      },
    },
  );
}

const playButton = (name: string) =>
  screen.getByRole('button', { name: t.playDescriptionOf(name) });
const stopButton = (name: string) =>
  screen.findByRole('button', { name: t.stopDescriptionOf(name) });

describe('the description player', () => {
  it('plays on a click and stops on a second one; its words and aria-pressed follow', async () => {
    const { user } = renderTwo();
    expect(playButton('Celeste')).toHaveAttribute('aria-pressed', 'false');
    expect(playButton('Celeste')).toHaveTextContent(t.playDescription);

    await user.click(playButton('Celeste'));

    const stop = await stopButton('Celeste');
    await waitFor(() => expect(played).toHaveLength(1));
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    expect(stop).toHaveTextContent(t.stopDescription);
    const audio = played[0];
    expect(audio?.src).toMatch(/^blob:/);

    await user.click(stop);

    expect(playButton('Celeste')).toHaveAttribute('aria-pressed', 'false');
    expect(paused).toContain(audio);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(audio?.src);
  });

  it('goes back to idle when the audio ends', async () => {
    const { user } = renderTwo();
    await user.click(playButton('Celeste'));
    await stopButton('Celeste');
    await waitFor(() => expect(played).toHaveLength(1));

    act(() => {
      played[0]?.dispatchEvent(new Event('ended'));
    });

    expect(playButton('Celeste')).toHaveAttribute('aria-pressed', 'false');
  });

  it('pauses the other description when one starts', async () => {
    const { user } = renderTwo();
    await user.click(playButton('Celeste'));
    await stopButton('Celeste');
    await waitFor(() => expect(played).toHaveLength(1));
    const first = played[0];

    await user.click(playButton('Rafael'));

    await stopButton('Rafael');
    expect(paused).toContain(first);
    expect(playButton('Celeste')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(played).toHaveLength(2));
  });

  it('pauses any other audio element on the page', async () => {
    const other = document.body.appendChild(document.createElement('audio'));
    const { user } = renderTwo();

    await user.click(playButton('Celeste'));

    await stopButton('Celeste');
    expect(paused).toContain(other);
    other.remove();
  });
});

describe('when the description cannot be played (console only, nothing plays)', () => {
  it.each([
    ['an answer that is not ok', () => jsonResponse({}, 500), logMessages.audioFetchFailed],
    ['an empty answer', () => new Response(null, { status: 200 }), logMessages.audioMissing],
    [
      'a request that fails',
      () => Promise.reject(new TypeError('Failed to fetch')),
      logMessages.audioError,
    ],
  ])('%s logs "%s"', async (_case, handler, message) => {
    allowConsoleErrors();
    const { user } = renderTwo({ 'GET /api/advisors/4001/audio': handler as ApiHandler });

    await user.click(playButton('Celeste'));

    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(vi.mocked(console.error).mock.calls[0]?.[0]).toBe(message);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(played).toHaveLength(0);
    expect(playButton('Celeste')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
