// The description clamped to 6 lines (docs/product.md §9). The clamp is visual only: the whole text stays
// in the page, so screen readers read all of it. "Read more" appears only when lines are hidden.
// A description not yet written in the page's language comes in English and is marked lang="en"
// (screen readers then read it as English); the button stays in the page's language.
import { useEffect, useId, useRef, useState } from 'react';
import { copy } from '#shared/copy/catalogue.ts';

export function ClampedDescription({ text, lang }: { text: string; lang?: 'en' | undefined }) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const element = ref.current;
    // Measured while clamped (expanding keeps the last answer), again on every resize.
    if (!element || expanded || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      setOverflows(element.scrollHeight > element.clientHeight + 1);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, text]);

  return (
    <div className="flex flex-col items-start gap-1">
      <p
        id={id}
        ref={ref}
        lang={lang}
        className={`text-sm text-ink-muted ${expanded ? '' : 'line-clamp-6'}`}
      >
        {text}
      </p>
      {overflows || expanded ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="min-h-11 text-sm font-semibold text-accent underline underline-offset-[0.2em] hover:text-accent-strong"
        >
          {expanded ? copy.board.card.showLess : copy.board.card.readMore}
        </button>
      ) : null}
    </div>
  );
}
