// The call open to the advisor: the caller's first name, the minutes the caller has left on it
// counting down, and how long it has run; "ringing" until the advisor picks up. The server gives
// the answer time and the call's limit; the timer runs here, once a second.
import { useEffect, useState } from 'react';
import type { AdvisorCall } from '#shared/api/advisor/session.ts';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';

function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

export function CallPanel({ call }: { call: AdvisorCall }) {
  const texts = advisorAppCopy.call;
  const answeredAt = call.answeredAt === null ? null : Date.parse(call.answeredAt);
  const now = useNow(answeredAt !== null);
  const elapsed = answeredAt === null ? 0 : Math.max(0, Math.floor((now - answeredAt) / 1000));
  const left = Math.max(0, call.minutesLimit * 60 - elapsed);
  return (
    <section
      aria-labelledby="call-title"
      className="flex flex-col gap-3 rounded-xl border border-accent bg-surface-raised p-4"
    >
      <h2 id="call-title" className="font-display text-xl font-semibold">
        {texts.title}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        <dt className="text-ink-muted">{texts.caller}</dt>
        <dd className="text-lg font-semibold">{call.callerFirstName}</dd>
        <dt className="text-ink-muted">{texts.minutesLeft}</dt>
        {/* Not a live region: a screen reader would hear it every second; it is read on demand. */}
        <dd className="text-lg font-semibold tabular-nums">{texts.duration(left)}</dd>
        <dt className="text-ink-muted">{texts.elapsed}</dt>
        <dd className="text-lg tabular-nums">
          {answeredAt === null ? texts.ringing : texts.duration(elapsed)}
        </dd>
        {call.nextWaiting ? (
          <>
            <dt className="text-ink-muted">{texts.nextWaiting}</dt>
            <dd className="text-lg">
              {texts.waitingFor(call.nextWaiting.firstName, call.nextWaiting.waiting)}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
