// Any path that is no page of docs/product.md §2: the 404 screen.
import { pageTitle } from '#web/config/paths.ts';
import { NotFoundScreen } from '#web/components/errors/not-found-screen.tsx';
import { PageMeta } from '#web/components/layout/page-meta.tsx';

export function Component() {
  return (
    <>
      <PageMeta title={pageTitle('notFound')} />
      <NotFoundScreen />
    </>
  );
}
