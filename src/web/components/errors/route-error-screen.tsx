// The router's error screen (docs/product.md §8: titled 'Unexpected Application Error!'). It never shows
// the error itself (no message, no stack trace); the error is logged where the router is
// created. It depends on nothing that could be the cause (no configuration, no data), and
// Return Home loads the document afresh so a broken in-memory state cannot follow the visitor.
import { Link } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { PageContainer } from '#web/components/layout/page-container.tsx';
import { PageHeading } from '#web/components/layout/page-heading.tsx';

export function RouteErrorScreen() {
  return (
    <PageContainer>
      <title>{copy.pages.routeError.title}</title>
      <PageHeading>{copy.pages.routeError.title}</PageHeading>
      <p className="mt-4 text-lg text-ink-muted">{copy.pages.routeError.body}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {copy.pages.routeError.reload}
        </Button>
        <Link to={paths.home.path} reloadDocument className={buttonClassName('primary')}>
          {copy.common.returnHome}
        </Link>
      </div>
    </PageContainer>
  );
}
