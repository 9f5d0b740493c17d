// The dashboard's "My advisors" card (docs/decisions/051): the advisors the customer keeps, each with
// its live status from the board's feed and a link to its profile; a way to the board when none.
import { Link } from 'react-router';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { useId } from 'react';
import { useAdvisorFeed } from '../api/get-advisors.ts';
import { useFavourites } from '../api/favourites.ts';
import { advisorProfilePath } from '../profile-path.ts';
import { StatusBadge } from './status-badge.tsx';

const t = accountCopy.customerArea.dashboard.favourites;

export function FavouritesCard() {
  const favourites = useFavourites();
  const feed = useAdvisorFeed().data ?? [];
  const headingId = useId();
  const kept = favourites.flatMap((agentId) => feed.filter((a) => a.agentId === agentId));
  return (
    // Drawn as the dashboard's own cards (the route puts it there: features never import each other).
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
        {t.title}
      </h2>
      {kept.length === 0 ? (
        <p className="text-ink-muted">
          {t.empty} <Link to="/?mine=1">{t.browse}</Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {kept.map((advisor) => (
            <li key={advisor.agentId} className="flex items-center justify-between gap-3">
              <Link to={advisorProfilePath(advisor.agentId)} className="font-semibold">
                {advisor.agentName}
              </Link>
              <StatusBadge status={advisor.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
