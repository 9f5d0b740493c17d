// One advisor on the board (docs/product.md §2 "Advisor card"), its description in the page's language
// (or English marked as such while an operator has not written it in French).
import { useId } from 'react';
import { Link } from 'react-router';
import type { AdvisorRecord } from '#shared/api/advisors.ts';
import { displayStatus } from '#shared/advisors/status.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { formatRating } from '#shared/format/display.ts';
import { advisorProfilePath } from '../profile-path.ts';
import { todaysHours } from '../todays-hours.ts';
import { AdvisorPhoto } from './advisor-photo.tsx';
import { AdvisorSpecialties } from './advisor-specialties.tsx';
import { AudioDescriptionButton } from './audio-description-button.tsx';
import { CallAction } from './call-action.tsx';
import { ClampedDescription } from './clamped-description.tsx';
import { QueueLength, QueueNotifyActions } from './queue-notify-actions.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { StatusBadge } from './status-badge.tsx';

const t = copy.board.card;

/** An Away advisor's break, and roughly how long until the return time they gave, if any. */
function breakText(backAt: string | null): string {
  if (backAt === null) return t.onBreak;
  const minutes = Math.ceil((Date.parse(backAt) - Date.now()) / 60_000);
  return minutes > 0 ? t.onBreakBackIn(minutes) : t.onBreak;
}

/**
 * Offline (or on a break), or busy and free within some minutes; nothing while available (the
 * profile page too).
 */
export function Availability({ advisor }: { advisor: AdvisorRecord }) {
  const status = displayStatus(advisor.status);
  if (status === 'offline') {
    return (
      <p className="text-sm font-semibold text-ink-muted">
        {advisor.onBreak ? breakText(advisor.onBreak.backAt) : copy.advisors.currentlyUnavailable}
      </p>
    );
  }
  if (status === 'busy' && advisor.availTime > 0) {
    return <p className="text-sm font-semibold text-accent">{t.freeWithin(advisor.availTime)}</p>;
  }
  return null;
}

/** The average of the advisor's reviews and their count; nothing before the first review. */
export function CardRating({ advisor }: { advisor: AdvisorRecord }) {
  if (advisor.rating == null || !advisor.reviewCount) return null;
  return (
    <p className="text-sm text-ink">
      <span aria-hidden="true" className="text-accent">
        ★{' '}
      </span>
      {copy.board.card.rating(formatRating(advisor.rating), advisor.reviewCount)}
    </p>
  );
}

export function AdvisorCard({ advisor, now }: { advisor: AdvisorRecord; now: Date }) {
  const nameId = useId();
  const hours = todaysHours(advisor.schedule, now);

  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-lg"
    >
      <AdvisorPhoto name={advisor.agentName} photoUrl={advisor.photoUrl} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={nameId} className="font-display text-xl font-semibold text-ink">
              <Link to={advisorProfilePath(advisor.agentId)} className="text-ink">
                {advisor.agentName}
              </Link>
            </h3>
            <p className="text-sm text-ink-muted">{t.extension(advisor.agentId)}</p>
          </div>
          <div className="flex items-center gap-1">
            <StatusBadge status={advisor.status} />
            <FavouriteButton agentId={advisor.agentId} name={advisor.agentName} />
          </div>
        </div>
        <AdvisorSpecialties advisor={advisor} />
        <Availability advisor={advisor} />
        <QueueLength advisor={advisor} />
        <CardRating advisor={advisor} />
        <p className="text-sm text-ink">
          <span className="font-semibold">{t.todayLabel}</span>{' '}
          {hours.length > 0 ? hours.join(t.hoursSeparator) : t.notScheduledToday}
        </p>
        <AudioDescriptionButton agentId={advisor.agentId} name={advisor.agentName} />
        <ClampedDescription text={advisor.descr} lang={advisor.descrLang} />
        <div className="mt-auto flex flex-col gap-2 pt-2">
          <CallAction extension={advisor.agentId} status={advisor.status} />
          <QueueNotifyActions advisor={advisor} />
        </div>
      </div>
    </article>
  );
}
