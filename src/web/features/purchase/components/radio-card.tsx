// One choice of a radio group drawn as a card (packages, payment methods). A native radio
// input does the work: arrow keys move between choices and select them, Space selects, and
// the group has one tab stop. Its name is the card's title; the rest describes it. The whole
// card is its label, so a click anywhere selects it. Only phrasing content goes in a label,
// so the card's parts are spans.
import { useId, type ReactNode } from 'react';

interface RadioCardProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  title: ReactNode;
  /** Beside the title, and read with the description (the Best Package badge). */
  badge?: ReactNode;
  children: ReactNode;
}

export function RadioCard({
  name,
  value,
  checked,
  onSelect,
  title,
  badge,
  children,
}: RadioCardProps) {
  const titleId = useId();
  const badgeId = useId();
  const detailsId = useId();

  return (
    <label
      className={
        'flex h-full cursor-pointer flex-col gap-3 rounded-2xl border-2 bg-surface p-5 transition-colors ' +
        'border-line hover:border-accent/70 has-checked:border-accent has-checked:bg-surface-raised ' +
        'has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-focus'
      }
    >
      <span className="flex items-start justify-between gap-3">
        <span className="flex items-center gap-3">
          <input
            type="radio"
            name={name}
            value={value}
            checked={checked}
            onChange={onSelect}
            aria-labelledby={titleId}
            aria-describedby={badge ? `${badgeId} ${detailsId}` : detailsId}
            // The card shows the focus ring; the input's own would sit inside it.
            className="size-5 shrink-0 accent-accent focus-visible:outline-none"
          />
          <span id={titleId} className="font-display text-xl font-semibold text-ink">
            {title}
          </span>
        </span>
        {badge ? (
          <span
            id={badgeId}
            className="shrink-0 rounded-full bg-accent px-3 py-1 text-sm font-bold text-on-accent"
          >
            {badge}
          </span>
        ) : null}
      </span>
      <span id={detailsId} className="flex flex-col gap-1 text-ink-muted">
        {children}
      </span>
    </label>
  );
}
