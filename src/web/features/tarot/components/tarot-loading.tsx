import { copy } from '#shared/copy/catalogue.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';

/** While the session, the game's code or the game's state is on its way. */
export function TarotLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-ink-muted">
      <Spinner />
      {copy.common.loading}
    </p>
  );
}
