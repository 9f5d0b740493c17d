// One icon per announcement severity (docs/product.md §9: "a different icon"), so the kind of message
// never rests on colour alone. Decorative: the severity's name is written beside it.
import type { AnnouncementSeverity } from '#shared/api/banners.ts';

const paths: Record<AnnouncementSeverity, string> = {
  // A circled "i".
  info: 'M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm.9 13.3H9.1V8.7h1.8v6.1ZM10 7.3a1.15 1.15 0 1 1 0-2.3 1.15 1.15 0 0 1 0 2.3Z',
  // A triangle with "!".
  warning: 'M10 1.8 .8 17.7h18.4L10 1.8Zm.9 12.7H9.1v-1.8h1.8v1.8Zm0-3.3H9.1V7.3h1.8v3.9Z',
  // An octagon with "!", as a stop sign.
  critical:
    'M6.3 1.5h7.4l4.8 4.8v7.4l-4.8 4.8H6.3l-4.8-4.8V6.3l4.8-4.8Zm2.8 4.2v5.6h1.8V5.7H9.1Zm.9 9.1a1.15 1.15 0 1 0 0-2.3 1.15 1.15 0 0 0 0 2.3Z',
};

export function SeverityIcon({
  severity,
  className = 'size-5 shrink-0',
}: {
  severity: AnnouncementSeverity;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-severity-icon={severity}
    >
      <path fill="currentColor" fillRule="evenodd" d={paths[severity]} />
    </svg>
  );
}
