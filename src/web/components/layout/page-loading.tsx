import { copy } from '#shared/copy/catalogue.ts';
import { PageContainer } from './page-container.tsx';

/** "Loading…" with its spinner, announced politely. */
export function LoadingStatus() {
  return (
    <p role="status" className="flex items-center gap-3 text-ink-muted">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-line border-t-accent motion-reduce:animate-none"
      />
      {copy.common.loading}
    </p>
  );
}

/**
 * Shown while the first page's code loads. It fills the screen, so the footer waits below the
 * fold instead of showing under the spinner and being pushed down when the page arrives (a
 * layout shift).
 */
export function PageLoading() {
  return (
    <div className="min-h-dvh">
      <PageContainer>
        <LoadingStatus />
      </PageContainer>
    </div>
  );
}
