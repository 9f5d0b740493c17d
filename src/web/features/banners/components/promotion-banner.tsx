// The promotion banner under the header (docs/product.md §4): the newest active promotion with a
// countdown to its end; the visitor may dismiss it until the page is reloaded; when the count
// reaches zero it goes, and the promotion leaves the query cache so nothing shows it again. A
// French page gets no promotion whose French is not written yet (docs/decisions/039).
import { useEffect, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Promotion } from '#shared/api/banners.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { activePromotionQueryKey, useActivePromotion } from '../api/get-active-promotion.ts';
import { secondsUntil } from '../countdown.ts';
import { useSecondsNow } from '../hooks/use-seconds-now.ts';
import { isInternalPath } from '../internal-path.ts';
import { PromotionCountdown } from './promotion-countdown.tsx';

export function PromotionBanner() {
  const queryClient = useQueryClient();
  const { data: promotion } = useActivePromotion();
  // For this page session only (docs/product.md §4); a different promotion shows again.
  const [dismissedId, setDismissedId] = useState<string | null>(null);

  if (!promotion || promotion.id === dismissedId) return null;
  return (
    <ActivePromotion
      promotion={promotion}
      onDismiss={() => setDismissedId(promotion.id)}
      onEnded={() => queryClient.setQueryData(activePromotionQueryKey, null)}
    />
  );
}

interface ActivePromotionProps {
  promotion: Promotion;
  onDismiss: () => void;
  onEnded: () => void;
}

function ActivePromotion({ promotion, onDismiss, onEnded }: ActivePromotionProps) {
  const secondsLeft = secondsUntil(promotion.endsAt, useSecondsNow());
  const ended = secondsLeft <= 0;

  useEffect(() => {
    if (ended) onEnded();
  }, [ended, onEnded]);

  if (ended) return null;

  const { message, linkUrl, backgroundColor, textColor } = promotion;
  // The operator's colours when given; otherwise the theme's accent.
  const style: CSSProperties = {
    ...(backgroundColor ? { backgroundColor } : {}),
    ...(textColor ? { color: textColor } : {}),
  };
  const themed = `${backgroundColor ? '' : 'bg-accent'} ${textColor ? '' : 'text-on-accent'}`;

  return (
    <section
      aria-label={copy.layout.promotion.region}
      style={style}
      className={`relative border-b border-line ${themed}`}
    >
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-1 py-2 pr-12 pl-4 text-center sm:pl-6">
        <p className="font-semibold text-balance">
          {linkUrl && isInternalPath(linkUrl) ? (
            <Link to={linkUrl} className="text-inherit underline underline-offset-[0.2em]">
              {message}
            </Link>
          ) : (
            message
          )}
        </p>
        <PromotionCountdown secondsLeft={secondsLeft} />
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="absolute top-1/2 right-1 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-inherit opacity-80 hover:opacity-100"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-5">
          <path
            fill="currentColor"
            d="M5.7 4.3 10 8.6l4.3-4.3 1.4 1.4L11.4 10l4.3 4.3-1.4 1.4L10 11.4l-4.3 4.3-1.4-1.4L8.6 10 4.3 5.7z"
          />
        </svg>
        <span className="sr-only">{copy.layout.promotion.dismiss}</span>
      </button>
    </section>
  );
}
