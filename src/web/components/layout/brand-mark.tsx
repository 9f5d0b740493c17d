// The crescent-and-star mark beside the brand name (the favicon draws the same). Decorative:
// the link it sits in is named by the brand text.
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <path fill="currentColor" d="M18.6 4.2A12 12 0 1 0 27.8 22 9.6 9.6 0 0 1 18.6 4.2Z" />
      <path
        fill="currentColor"
        d="m24 6.5 1.1 2.9 2.9 1.1-2.9 1.1L24 14.5l-1.1-2.9-2.9-1.1 2.9-1.1Z"
      />
    </svg>
  );
}
