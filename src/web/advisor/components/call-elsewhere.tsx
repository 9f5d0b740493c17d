// On every section but presence, the call open to the advisor now: who, and a link back to the
// call panel (the presence page). The phone rings wherever the advisor is in the app, so the app
// says so wherever they are. The same 5-second query as the panel, so no request is added on
// the presence page; the line is a live region, said when a call starts, is answered or ends
// (it carries no timer). Empty, it takes no room.
import type { MouseEvent } from 'react';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { useCurrentCall } from '../lib/advisor-session.ts';
import { pathOf } from '../lib/sections.ts';

export function CallElsewhere({
  showCall,
}: {
  showCall: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const texts = advisorAppCopy.call;
  const call = useCurrentCall().data;
  return (
    <div role="status" className="no-print mx-auto w-full max-w-md px-4">
      {call ? (
        <p className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-accent bg-surface-raised px-4 py-3">
          <span className="font-semibold">
            {call.answeredAt === null
              ? texts.ringingFrom(call.callerFirstName)
              : texts.onCallWith(call.callerFirstName)}
          </span>
          <a
            href={pathOf('presence')}
            onClick={showCall}
            className="inline-flex min-h-11 items-center font-semibold text-accent underline"
          >
            {texts.showCall}
          </a>
        </p>
      ) : null}
    </div>
  );
}
