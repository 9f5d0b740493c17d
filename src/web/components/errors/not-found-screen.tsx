// The 404 screen (docs/product.md §2): 'Page Not Found' with Go Back and Return Home.
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { PageContainer } from '#web/components/layout/page-container.tsx';
import { PageHeading } from '#web/components/layout/page-heading.tsx';

/**
 * Whether the tab has an earlier page to return to: one this app navigated from (React Router
 * keys the first entry it sees "default"), or one the browser loaded before this document (a
 * mistyped address after browsing the site). In a fresh tab there is nothing to go back to,
 * so Go Back goes home instead of doing nothing.
 */
function hasPreviousEntry(location: Location): boolean {
  return location.key !== 'default' || window.history.length > 1;
}

export function NotFoundScreen() {
  const navigate = useNavigate();
  const location = useLocation();

  function goBack() {
    void (hasPreviousEntry(location) ? navigate(-1) : navigate(paths.home.path));
  }

  return (
    <PageContainer>
      <PageHeading>{copy.pages.notFound.title}</PageHeading>
      <p className="mt-4 text-lg text-ink-muted">{copy.pages.notFound.body}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={goBack}>
          {copy.common.goBack}
        </Button>
        <Link to={paths.home.path} className={buttonClassName('primary')}>
          {copy.common.returnHome}
        </Link>
      </div>
    </PageContainer>
  );
}
