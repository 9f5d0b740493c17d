// The board's search box, availability filter (All / Available / Busy / Offline), specialty and
// language, order, and, for a signed-in customer, "My advisors first". The availability filter is
// a group of radio buttons drawn as pills: arrow keys move between them, as in any radio group.
import { useId } from 'react';
import { advisorLanguages, advisorSpecialties } from '#shared/advisors/specialties.ts';
import { statusLabel } from '#shared/advisors/status.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { inputClassName, labelClassName } from '#web/components/ui/field-styles.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { availabilityFilters, type AvailabilityFilter } from '../filter-advisors.ts';
import { sortOrders, type FindOptions } from '../find-advisors.ts';

const t = copy.board;

function filterLabel(filter: AvailabilityFilter): string {
  return filter === 'all' ? t.filter.all : statusLabel(filter);
}

interface BoardControlsProps {
  options: FindOptions;
  onChange: (options: FindOptions) => void;
}

/** A labelled select of ids; '' is "any". */
function Choice<T extends string>(props: {
  label: string;
  value: T | null;
  any?: string;
  ids: readonly T[];
  names: Record<T, string>;
  onChange: (value: T | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClassName}>
        {props.label}
      </label>
      <select
        id={id}
        value={props.value ?? ''}
        onChange={(event) =>
          props.onChange(props.ids.find((item) => item === event.target.value) ?? null)
        }
        className={inputClassName}
      >
        {props.any === undefined ? null : <option value="">{props.any}</option>}
        {props.ids.map((item) => (
          <option key={item} value={item}>
            {props.names[item]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function BoardControls({ options, onChange }: BoardControlsProps) {
  const searchId = useId();
  const radioName = useId();
  const { user } = useAuth();
  const set = (changes: Partial<FindOptions>) => onChange({ ...options, ...changes });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="flex w-full flex-col gap-1 md:max-w-sm">
          <label htmlFor={searchId} className={labelClassName}>
            {t.search.label}
          </label>
          <input
            id={searchId}
            type="search"
            value={options.search}
            onChange={(event) => set({ search: event.target.value })}
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
                  checked={options.availability === filter}
                  onChange={() => set({ availability: filter })}
                  className="sr-only"
                />
                {filterLabel(filter)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <Choice
          label={t.find.specialty}
          any={t.find.anySpecialty}
          value={options.specialty}
          ids={advisorSpecialties}
          names={t.specialtyNames}
          onChange={(specialty) => set({ specialty })}
        />
        <Choice
          label={t.find.language}
          any={t.find.anyLanguage}
          value={options.language}
          ids={advisorLanguages}
          names={t.languageNames}
          onChange={(language) => set({ language })}
        />
        <Choice
          label={t.find.sort}
          value={options.sort}
          ids={sortOrders}
          names={t.find.sortBy}
          onChange={(sort) => set({ sort: sort ?? 'availability' })}
        />
        {user ? (
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
            <input
              type="checkbox"
              checked={options.mine}
              onChange={(event) => set({ mine: event.target.checked })}
              className="size-5 accent-accent"
            />
            {t.find.mine}
          </label>
        ) : null}
      </div>
    </div>
  );
}
