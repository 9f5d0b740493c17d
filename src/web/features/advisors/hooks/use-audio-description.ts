// An advisor's spoken description (docs/product.md §4, §7 fetch-audio, §8): idle, then playing on a click,
// stopped by a second click or when the audio ends. The WAV is fetched first, so the three
// failures the spec logs can be told apart (an answer that is not ok, an empty answer, an
// exception); each is logged to the console only, and nothing plays.
import { useCallback, useEffect, useRef, useState } from 'react';
import { advisorAudioPath } from '#shared/api/advisors.ts';
import { logMessages } from '#shared/copy/log-messages.ts';
import { claimPlayback } from '../audio/exclusive-playback.ts';

/** `loading`: asked for and being fetched; it counts as started (a click stops it). */
export type AudioDescriptionState = 'idle' | 'loading' | 'playing';

interface Playback {
  abort: AbortController;
  audio: HTMLAudioElement | null;
  url: string | null;
  release: () => void;
}

export function useAudioDescription(agentId: string) {
  const [state, setState] = useState<AudioDescriptionState>('idle');
  const current = useRef<Playback | null>(null);

  /** Ends that playback (and only that one: a newer one may have started since). */
  const end = useCallback((playback: Playback) => {
    if (current.current !== playback) return;
    current.current = null;
    playback.abort.abort();
    playback.audio?.pause();
    if (playback.url !== null) URL.revokeObjectURL(playback.url);
    playback.release();
    setState('idle');
  }, []);

  // Leaving the page stops the voice.
  useEffect(
    () => () => {
      if (current.current) end(current.current);
    },
    [end],
  );

  const start = useCallback(async () => {
    const playback: Playback = {
      abort: new AbortController(),
      audio: null,
      url: null,
      release: () => {},
    };
    current.current = playback;
    playback.release = claimPlayback(() => end(playback));
    setState('loading');
    const stillWanted = () => current.current === playback;

    try {
      const response = await fetch(advisorAudioPath(agentId), {
        signal: playback.abort.signal,
        credentials: 'same-origin',
      });
      if (!stillWanted()) return;
      if (!response.ok) {
        console.error(logMessages.audioFetchFailed);
        end(playback);
        return;
      }
      const wav = await response.blob();
      if (!stillWanted()) return;
      if (wav.size === 0) {
        console.error(logMessages.audioMissing);
        end(playback);
        return;
      }
      playback.url = URL.createObjectURL(wav);
      const audio = new Audio(playback.url);
      playback.audio = audio;
      audio.addEventListener('ended', () => end(playback));
      await audio.play();
      if (stillWanted()) setState('playing');
    } catch (error) {
      // A stop while fetching or starting aborts on purpose: that is not a failure.
      if (!stillWanted()) return;
      console.error(logMessages.audioError, error);
      end(playback);
    }
  }, [agentId, end]);

  const toggle = useCallback(() => {
    if (current.current) end(current.current);
    else void start();
  }, [end, start]);

  return { state, toggle };
}
