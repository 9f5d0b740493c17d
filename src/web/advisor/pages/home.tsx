// The signed-in advisor's page: their presence as three big choices (Available, Away with an
// optional return time, Offline), the current one announced; the call open to them, when there
// is one; and signing out. The return time is the advisor's own reminder (docs/decisions/048):
// it says "tomorrow" when it is, and once it has passed the page says so, without changing the
// presence. After a change, focus goes back to the chosen button (it was disabled while the
// change ran, or the Away form that held focus closed), so a keyboard or a screen reader keeps
// its place.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdvisorView } from '#shared/api/advisor/session.ts';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { formatClockTime } from '#shared/format/display.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { hasServerMessage, isApiError } from '#web/lib/api-client.ts';
import { CallPanel } from '../components/call-panel.tsx';
import { setPresence, signOut } from '../lib/advisor-api.ts';
import { setAdvisor, useCurrentCall } from '../lib/advisor-session.ts';
import { focusMain } from '../lib/sections.ts';
import { focusOnMount, PageTitle } from './page-title.tsx';

type Presence = AdvisorView['presence'];
const choices: Presence[] = ['available', 'away', 'offline'];

const two = (n: number) => String(n).padStart(2, '0');

/** "14:30" as the phone's clock shows it, from an instant. */
const clockOf = (iso: string) => {
  const at = new Date(iso);
  return formatClockTime(`${two(at.getHours())}:${two(at.getMinutes())}`);
};

/** Whether two instants fall on the same day of the phone's calendar. */
const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/** Now, moved on every half minute while `running` (a return time may pass meanwhile). */
function useNowEveryHalfMinute(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    // At once too: a break may be set long after the page opened.
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running]);
  return now;
}

/** What the page says of a break's return time: later today, tomorrow, or already passed. */
function returnTimeText(awayUntil: string, now: number): string {
  const texts = advisorAppCopy.presence;
  const at = new Date(awayUntil);
  const time = clockOf(awayUntil);
  if (at.getTime() <= now) return texts.backTimePassed(time);
  return sameDay(at, new Date(now)) ? texts.backAt(time) : texts.backTomorrowAt(time);
}

/** The next time the phone's clock reads `time` (HH:MM): today, or tomorrow if it has passed. */
function nextOccurrence(time: string, now = new Date()): string | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const at = new Date(now);
  at.setHours(Number(match[1]), Number(match[2]), 0, 0);
  if (at.getTime() <= now.getTime()) at.setDate(at.getDate() + 1);
  return at.toISOString();
}

export function HomePage({ advisor }: { advisor: AdvisorView }) {
  const texts = advisorAppCopy.presence;
  const queryClient = useQueryClient();
  const call = useCurrentCall();
  const [choosingAway, setChoosingAway] = useState(false);
  const [returnTime, setReturnTime] = useState('');
  const [returnError, setReturnError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<Presence | 'sign-out' | null>(null);
  const buttons = useRef<Partial<Record<Presence, HTMLButtonElement | null>>>({});
  /** The presence whose button takes focus once the change is shown (and it is enabled). */
  const refocus = useRef<Presence | null>(null);
  const awayUntil = advisor.presence === 'away' ? advisor.awayUntil : null;
  const now = useNowEveryHalfMinute(awayUntil !== null);
  useEffect(() => {
    if (refocus.current === null || busy !== null) return;
    buttons.current[refocus.current]?.focus();
    refocus.current = null;
  }, [busy]);
  const nameOf = (presence: Presence) => texts[presence];
  const hintOf = {
    available: texts.availableHint,
    away: texts.awayHint,
    offline: texts.offlineHint,
  };

  async function choose(presence: Presence, awayUntil: string | null = null) {
    if (busy) return;
    setBusy(presence);
    setFailure(null);
    try {
      setAdvisor(queryClient, await setPresence(presence, awayUntil));
      setChoosingAway(false);
      setReturnTime('');
      setReturnError(undefined);
      refocus.current = presence;
    } catch (error) {
      // The session ended (a week unused, its 30 days, signed out elsewhere): sign in again.
      if (isApiError(error) && error.status === 401) {
        setAdvisor(queryClient, null);
        focusMain();
        return;
      }
      const message = hasServerMessage(error) ? error.message : copy.common.requestFailed;
      if (hasServerMessage(error) && error.fields?.awayUntil)
        setReturnError(error.fields.awayUntil);
      else setFailure(message);
    } finally {
      setBusy(null);
    }
  }

  function submitAway(event: FormEvent) {
    event.preventDefault();
    void choose('away', returnTime === '' ? null : nextOccurrence(returnTime));
  }

  async function leave() {
    setBusy('sign-out');
    try {
      await signOut();
      setAdvisor(queryClient, null);
      focusMain();
    } catch {
      setBusy(null);
      setFailure(copy.common.requestFailed);
    }
  }

  const current = nameOf(advisor.presence);
  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <p className="text-ink-muted">
        {advisorAppCopy.shell.signedInAs(advisor.name, advisor.extension)}
      </p>
      {call.data ? <CallPanel call={call.data} /> : null}
      {/* Announced when it changes, here or by phone. */}
      <div role="status" className="flex flex-col gap-1 text-lg">
        <p>{texts.current(current)}</p>
        {awayUntil !== null ? <p>{returnTimeText(awayUntil, now)}</p> : null}
      </div>
      {failure ? (
        <FormAlert key={failure} ref={focusOnMount}>
          {failure}
        </FormAlert>
      ) : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{texts.legend}</legend>
        {choices.map((presence) => (
          <Button
            key={presence}
            ref={(element) => {
              buttons.current[presence] = element;
            }}
            variant={advisor.presence === presence ? 'primary' : 'secondary'}
            aria-pressed={advisor.presence === presence}
            aria-describedby={`presence-${presence}-hint`}
            loading={busy === presence && !(presence === 'away' && choosingAway)}
            disabled={busy !== null}
            className="min-h-16 w-full flex-col text-lg"
            onClick={() => {
              if (presence === 'away') setChoosingAway(true);
              else void choose(presence);
            }}
          >
            {nameOf(presence)}
            {/* Its description (aria-describedby), not part of its name. */}
            <span
              id={`presence-${presence}-hint`}
              aria-hidden="true"
              className="text-sm font-normal"
            >
              {hintOf[presence]}
            </span>
          </Button>
        ))}
      </fieldset>
      {choosingAway ? (
        <form
          noValidate
          onSubmit={submitAway}
          className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
        >
          <TextField
            ref={focusOnMount}
            label={texts.returnLabel}
            hint={texts.returnHint}
            type="time"
            value={returnTime}
            onValueChange={setReturnTime}
            error={returnError}
          />
          <div className="flex gap-3">
            <Button type="submit" loading={busy === 'away'}>
              {texts.confirmAway}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setChoosingAway(false);
                setReturnError(undefined);
                buttons.current.away?.focus();
              }}
            >
              {texts.cancel}
            </Button>
          </div>
        </form>
      ) : null}
      <div className="flex flex-col items-start gap-1">
        <Button
          variant="secondary"
          loading={busy === 'sign-out'}
          disabled={busy !== null}
          onClick={() => void leave()}
          aria-describedby="sign-out-hint"
        >
          {advisorAppCopy.shell.signOut}
        </Button>
        <p id="sign-out-hint" className="text-sm text-ink-muted">
          {advisorAppCopy.shell.signOutKeepsPresence}
        </p>
      </div>
    </>
  );
}
