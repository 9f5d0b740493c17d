// The board's search box and availability filter (All / Available / Busy / Offline). The
// filter is a group of radio buttons drawn as pills: arrow keys move between them, as in any
// radio group.
import { useId } from 'react';
import { statusLabel } from '#shared/advisors/status.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { inputClassName, labelClassName } from '#web/components/ui/field-styles.ts';
import { availabilityFilters, type AvailabilityFilter } from '../filter-advisors.ts';

const t = copy.board;

function filterLabel(filter: AvailabilityFilter): string {
  return filter === 'all' ? t.filter.all : statusLabel(filter);
}

interface BoardControlsProps {
  search: string;
  onSearchChange: (search: string) => void;
  availability: AvailabilityFilter;
  onAvailabilityChange: (availability: AvailabilityFilter) => void;
}

export function BoardControls({
  search,
  onSearchChange,
  availability,
  onAvailabilityChange,
}: BoardControlsProps) {
  const searchId = useId();
  const radioName = useId();

  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="flex w-full flex-col gap-1 md:max-w-sm">
        <label htmlFor={searchId} className={labelClassName}>
          {t.search.label}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={t.search.placeholder}
          autoComplete="off"
          className={inputClassName}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className={`mb-1 ${labelClassName}`}>{t.filter.legend}</legend>
        <div className="flex flex-wrap gap-2">
          {availabilityFilters.map((filter) => (
            <label
              key={filter}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink-muted has-checked:border-accent has-checked:bg-accent has-checked:text-on-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-focus"
            >
              <input
                type="radio"
                name={radioName}
                value={filter}
                checked={availability === filter}
                onChange={() => onAvailabilityChange(filter)}
                className="sr-only"
              />
              {filterLabel(filter)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
