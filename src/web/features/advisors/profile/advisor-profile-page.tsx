// An advisor's public profile page, /advisors/<extension> (issue 22): photo, description,
// availability, the week's schedule, the spoken greeting and Call Now, made of the card's own
// parts. The live status comes from the same feed the board reads, refreshed as often
// (api/get-advisors.ts): the page shows the latest reading of this advisor. An extension the
// feed does not list (unknown, unlisted) is the not-found screen; the server has already
// answered such an address 404 (src/server/features/advisors/profile-head.ts). The reviews below
// it are a chunk of their own (advisor-reviews.tsx), fetched once the profile shows.
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { descriptionSummary } from '#shared/advisors/description-summary.ts';
import type { AdvisorRecord } from '#shared/api/advisors.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { paths, pageTitle } from '#web/config/paths.ts';
import { NotFoundScreen } from '#web/components/errors/not-found-screen.tsx';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { useAdvisorFeed } from '../api/get-advisors.ts';
import { Availability } from '../components/advisor-card.tsx';
import { AdvisorPhoto } from '../components/advisor-photo.tsx';
import { AdvisorSpecialties } from '../components/advisor-specialties.tsx';
import { FavouriteButton } from '../components/favourite-button.tsx';
import { AudioDescriptionButton } from '../components/audio-description-button.tsx';
import { CallAction } from '../components/call-action.tsx';
import { QueueLength, QueueNotifyActions } from '../components/queue-notify-actions.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { AdvisorSchedule } from './advisor-schedule.tsx';

const AdvisorReviews = lazy(() =>
  import('./advisor-reviews.tsx').then((m) => ({ default: m.AdvisorReviews })),
);

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">{children}</div>;
}

function BackLink() {
  return (
    <p className="mb-6 text-sm">
      <Link to={paths.home.path} className="font-semibold">
        {contentCopy.advisorProfile.backToBoard}
      </Link>
    </p>
  );
}

function Profile({ advisor }: { advisor: AdvisorRecord }) {
  const t = contentCopy.advisorProfile;
  const aboutId = useId();
  const whenId = useId();
  const scheduleId = useId();
  const name = advisor.agentName;

  return (
    <article className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="mx-auto w-full max-w-sm overflow-hidden rounded-2xl border border-line">
        <AdvisorPhoto name={name} photoUrl={advisor.photoUrl} />
      </div>
      <div className="flex flex-col gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold text-balance text-ink sm:text-4xl">
            {name}
          </h1>
          <p className="text-ink-muted">{copy.board.card.extension(advisor.agentId)}</p>
          <AdvisorSpecialties advisor={advisor} />
        </div>
        <FavouriteButton agentId={advisor.agentId} name={name} />
        {/* The status as the card shows it. Only the status is a live region: it is said again
            when a reading changes it, while the busy advisor's minutes left and the line's length,
            which change with most readings, are read on demand instead of every 15 seconds. */}
        <div className="flex flex-col items-start gap-2">
          <div role="status">
            <StatusBadge status={advisor.status} />
          </div>
          <Availability advisor={advisor} />
          <QueueLength advisor={advisor} />
        </div>
        <div className="flex max-w-xs flex-col gap-2">
          <CallAction extension={advisor.agentId} status={advisor.status} />
          <QueueNotifyActions advisor={advisor} />
        </div>
        <AudioDescriptionButton agentId={advisor.agentId} name={name} />

        <section aria-labelledby={aboutId} className="flex flex-col gap-2">
          <h2 id={aboutId} className="font-display text-2xl font-semibold text-ink">
            {t.aboutHeading}
          </h2>
          <p className="whitespace-pre-line text-ink" lang={advisor.descrLang}>
            {advisor.descr}
          </p>
        </section>
        <section aria-labelledby={whenId} className="flex flex-col gap-2">
          <h2 id={whenId} className="font-display text-2xl font-semibold text-ink">
            {t.availabilityHeading}
          </h2>
          <p className="text-ink" lang={advisor.availTimeStrLang}>
            {advisor.availTimeStr}
          </p>
        </section>
        <section aria-labelledby={scheduleId} className="flex flex-col gap-2">
          <h2 id={scheduleId} className="font-display text-2xl font-semibold text-ink">
            {t.scheduleHeading}
          </h2>
          <AdvisorSchedule schedule={advisor.schedule} headingId={scheduleId} />
        </section>
      </div>
    </article>
  );
}

export function AdvisorProfilePage({ extension }: { extension: string }) {
  const feed = useAdvisorFeed();
  const t = contentCopy.advisorProfile;

  if (feed.data === undefined) {
    return (
      <Frame>
        <PageMeta title={copy.common.loading} />
        <BackLink />
        {feed.isError ? (
          <FormAlert>
            <p>{t.loadFailed}</p>
            <div>
              <Button size="sm" loading={feed.isFetching} onClick={() => void feed.refetch()}>
                {copy.common.tryAgain}
              </Button>
            </div>
          </FormAlert>
        ) : (
          <p role="status" className="text-ink-muted">
            {copy.common.loading}
          </p>
        )}
      </Frame>
    );
  }

  const advisor = feed.data.find((record) => record.agentId === extension);
  if (!advisor) {
    return (
      <>
        <PageMeta title={pageTitle('notFound')} />
        <NotFoundScreen />
      </>
    );
  }
  return (
    <Frame>
      <PageMeta
        title={t.title(advisor.agentName)}
        description={t.description(advisor.agentName, descriptionSummary(advisor.descr))}
      />
      <BackLink />
      {/* As on the board: a later reading failed, so what shows may be out of date. */}
      {feed.isError ? (
        <p role="status" className="mb-6 text-sm text-ink-muted">
          {copy.board.stale}
        </p>
      ) : null}
      <Profile advisor={advisor} />
      <Suspense fallback={<p className="mt-10 text-ink-muted">{copy.common.loading}</p>}>
        <AdvisorReviews extension={advisor.agentId} name={advisor.agentName} />
      </Suspense>
    </Frame>
  );
}
