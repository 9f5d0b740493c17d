// The card's way to call (docs/product.md §2, §6): signed-in customers get Call Now (the service line) and
// the extension to enter once it answers; visitors are told to register instead, with no Call
// Now. Nothing shows until the session is known, so neither flashes. An offline advisor cannot
// take a call: the card says "Currently Unavailable" and offers no Call Now.
import { Link } from 'react-router';
import { displayStatus } from '#shared/advisors/status.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { telHref } from '#web/components/layout/tel-href.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { usePublicConfig } from '#web/lib/public-config.ts';

export function CallAction({ extension, status }: { extension: string; status: string }) {
  const { user, loading } = useAuth();
  const servicePhone = usePublicConfig().data?.servicePhone;

  if (loading) return null;
  if (!user) {
    return (
      <p className="text-sm text-ink">
        {copy.board.card.registerToCall}{' '}
        <Link to={paths.register.path} className="font-semibold">
          {copy.advisors.registerNow}
        </Link>
      </p>
    );
  }
  if (displayStatus(status) === 'offline' || servicePhone === undefined) return null;
  return (
    <div className="flex flex-col gap-1">
      <a href={telHref(servicePhone)} className={buttonClassName('primary')}>
        {copy.advisors.callNow}
      </a>
      <p className="text-center text-sm text-ink-muted">
        {copy.board.card.dialExtension(extension)}
      </p>
    </div>
  );
}
