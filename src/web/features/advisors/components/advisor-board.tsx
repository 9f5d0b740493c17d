// The live advisor board (docs/product.md §2 home, §4, §8): heading, refresh control, search and filter,
// and the grid of cards; the failure alert with Try Again and the sample advisors with the
// demo notice when the feed is down; an empty state when the filters match nobody.
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useFavourites } from '../api/favourites.ts';
import {
  findAdvisors,
  findOptionsFrom,
  findQuery,
  noFind,
  type FindOptions,
} from '../find-advisors.ts';
import { useAdvisorBoard } from '../hooks/use-advisor-board.ts';
import { AdvisorGrid } from './advisor-grid.tsx';
import { BoardControls } from './board-controls.tsx';

const t = copy.board;

function RefreshIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4 shrink-0">
      <path
        fill="currentColor"
        d="M10 3a7 7 0 0 1 6.3 4H14v2h5V4h-2v1.7A9 9 0 1 0 19 10h-2a7 7 0 1 1-7-7Z"
      />
    </svg>
  );
}

function Notice({ children }: { children: string }) {
  return (
    <p
      role="status"
      className="rounded-lg border border-line bg-surface-raised px-4 py-2 text-sm text-ink-muted"
    >
      {children}
    </p>
  );
}

export function AdvisorBoard() {
  const headingId = useId();
  const { state, refresh, refreshing } = useAdvisorBoard();
  // The search, filters and order live in the page's query: shared, and kept on reload.
  // The controls show the options at once (the router updates the address in a transition, and a
  // controlled input drawn from it would lose keystrokes); an address reached otherwise (a link to
  // /?mine=1) replaces them.
  const [query, setQuery] = useSearchParams();
  const [options, setLocalOptions] = useState(() => findOptionsFrom(query));
  const address = query.toString();
  const [seenAddress, setSeenAddress] = useState(address);
  if (address !== seenAddress) {
    setSeenAddress(address);
    if (findQuery(options).toString() !== address) setLocalOptions(findOptionsFrom(query));
  }
  const setOptions = (next: FindOptions) => {
    setLocalOptions(next);
    setQuery(findQuery(next), { replace: true });
  };
  const favourites = useFavourites();

  const all = state.kind === 'loading' ? [] : state.advisors;
  const matching = findAdvisors(all, options, favourites);
  const now = new Date();

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="font-display text-3xl font-semibold text-ink">
            {t.heading}
          </h2>
          <p className="mt-1 text-ink-muted">{t.intro}</p>
        </div>
        {state.kind === 'live' ? (
          // Not disabled while it runs, so keyboard focus stays on it; a second press is ignored.
          <Button
            variant="secondary"
            size="sm"
            aria-busy={refreshing || undefined}
            onClick={() => {
              if (!refreshing) void refresh();
            }}
          >
            {refreshing ? <Spinner /> : <RefreshIcon />}
            {refreshing ? t.refreshing : t.refresh}
          </Button>
        ) : null}
      </div>

      {state.kind === 'demo' ? (
        <FormAlert>
          <p>{copy.advisors.loadFailed}</p>
          <div>
            <Button size="sm" loading={refreshing} onClick={() => void refresh()}>
              {copy.common.tryAgain}
            </Button>
          </div>
        </FormAlert>
      ) : null}

      {state.kind === 'loading' ? (
        <p role="status" className="text-ink-muted">
          {t.loading}
        </p>
      ) : (
        <>
          <BoardControls options={options} onChange={setOptions} />
          {state.kind === 'demo' ? <Notice>{copy.advisors.demoNotice}</Notice> : null}
          {state.kind === 'live' && state.stale ? <Notice>{t.stale}</Notice> : null}
          <p role="status" className="text-sm text-ink-muted">
            {t.results(matching.length, all.length)}
          </p>
          {matching.length > 0 ? (
            <AdvisorGrid advisors={matching} now={now} />
          ) : (
            <div className="rounded-2xl border border-dashed border-line p-8 text-center">
              <h3 className="font-display text-xl font-semibold text-ink">{t.empty.title}</h3>
              <p className="mt-2 text-ink-muted">{t.empty.body}</p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-4"
                onClick={() => setOptions({ ...noFind, sort: options.sort, mine: options.mine })}
              >
                {t.empty.clear}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
