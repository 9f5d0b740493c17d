// The greeting, uploaded or recorded in the browser (docs/decisions/050): the file or the
// recording is decoded by the browser and turned into 16-bit PCM WAV before it is sent, played
// back first so the advisor hears what they send; one too long or too short is refused here, in
// the server's limits, before it is sent. Record/Stop is one button whose elapsed time
// is a timer; a recording stops by itself just before the longest a greeting may last, so it is
// never refused for a few seconds too many; starting, stopping and every refusal (the microphone
// not allowed, none found, a file the browser cannot read) are said in a live region.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { GREETING_MAX_SECONDS, GREETING_MIN_SECONDS } from '#shared/api/advisor/profile.ts';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { decodeAudio, encodeMonoWav } from '../lib/wav-encode.ts';

export interface PreparedGreeting {
  wav: Blob;
  seconds: number;
}

type Recording = {
  recorder: MediaRecorder;
  stream: MediaStream;
  startedAt: number;
  /** The stop that ends it at the limit. */
  limit: number;
};

/**
 * When a recording stops by itself: half a second under the limit, as the recorder starts a
 * moment after it is asked to and the decoded sound may run a little longer than the clock.
 */
const AUTO_STOP_MS = (GREETING_MAX_SECONDS - 0.5) * 1000;

export function GreetingRecorder({
  onSend,
  sending,
}: {
  onSend: (greeting: PreparedGreeting) => void;
  sending: boolean;
}) {
  const texts = advisorAppCopy.profile.greeting;
  const [prepared, setPrepared] = useState<PreparedGreeting | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [elapsed, setElapsed] = useState(0);
  const recording = useRef<Recording | null>(null);
  const [isRecording, setIsRecording] = useState(false);
  const [stoppedAtMax, setStoppedAtMax] = useState(false);

  useEffect(() => {
    if (!isRecording) return;
    const timer = window.setInterval(() => {
      const started = recording.current?.startedAt ?? Date.now();
      setElapsed(Math.floor((Date.now() - started) / 1000));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [isRecording]);

  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  // Leaving the page while recording: the microphone is let go and the limit's stop cleared.
  useEffect(
    () => () => {
      const current = recording.current;
      if (!current) return;
      window.clearTimeout(current.limit);
      for (const track of current.stream.getTracks()) track.stop();
      recording.current = null;
    },
    [],
  );

  async function prepare(data: ArrayBuffer, note = '') {
    setPrepared(null);
    setPreviewUrl(null);
    const decoded = await decodeAudio(data);
    if (!decoded || decoded.length === 0) {
      setProblem(texts.cannotDecode);
      return;
    }
    // The server's limits, said before a long file is sent over a phone's connection.
    const seconds = decoded.length / decoded.sampleRate;
    if (seconds > GREETING_MAX_SECONDS) {
      setProblem(texts.tooLong(Math.round(seconds), GREETING_MAX_SECONDS));
      return;
    }
    if (seconds < GREETING_MIN_SECONDS) {
      setProblem(texts.tooShort(GREETING_MIN_SECONDS));
      return;
    }
    const greeting = { wav: encodeMonoWav(decoded), seconds };
    setPrepared(greeting);
    setPreviewUrl(URL.createObjectURL(greeting.wav));
    setAnnouncement(`${note}${texts.recorded(Math.round(greeting.seconds))}`);
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setProblem(null);
    setStoppedAtMax(false);
    if (file) await prepare(await file.arrayBuffer());
  }

  async function start() {
    setProblem(null);
    setStoppedAtMax(false);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setProblem(texts.micMissing);
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      setProblem(name === 'NotFoundError' ? texts.micMissing : texts.micRefused);
      return;
    }
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
    recorder.addEventListener('stop', () => {
      for (const track of stream.getTracks()) track.stop();
      const atMax = Date.now() - startedAt >= AUTO_STOP_MS;
      void new Blob(chunks, { type: recorder.mimeType })
        .arrayBuffer()
        .then((data) => prepare(data, atMax ? `${texts.stoppedAtMax(GREETING_MAX_SECONDS)} ` : ''));
    });
    const startedAt = Date.now();
    const limit = window.setTimeout(() => {
      setStoppedAtMax(true);
      stop();
    }, AUTO_STOP_MS);
    recording.current = { recorder, stream, startedAt, limit };
    recorder.start();
    setElapsed(0);
    setIsRecording(true);
    setAnnouncement(texts.recording(0));
  }

  function stop() {
    const current = recording.current;
    if (!current) return;
    window.clearTimeout(current.limit);
    current.recorder.stop();
    recording.current = null;
    setIsRecording(false);
  }

  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <label className="flex flex-col gap-1.5 font-semibold">
        {texts.uploadLabel}
        <input
          type="file"
          accept="audio/*"
          onChange={(event) => void chooseFile(event)}
          className="font-normal"
        />
      </label>
      <div className="flex items-center gap-3">
        <Button
          variant="secondary"
          aria-pressed={isRecording}
          onClick={() => (isRecording ? stop() : void start())}
        >
          {isRecording ? texts.stop : texts.record}
        </Button>
        {isRecording ? <span role="timer">{texts.recording(elapsed)}</span> : null}
      </div>
      {stoppedAtMax ? <p>{texts.stoppedAtMax(GREETING_MAX_SECONDS)}</p> : null}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {prepared && previewUrl ? (
        <div className="flex flex-col gap-2">
          <p className="font-semibold" id="greeting-preview-label">
            {texts.preview} ({texts.seconds(String(Math.round(prepared.seconds)))})
          </p>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the advisor's own greeting: no written words exist to caption it */}
          <audio controls src={previewUrl} aria-labelledby="greeting-preview-label" />
          <Button loading={sending} onClick={() => onSend(prepared)} className="self-start">
            {texts.submit}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
