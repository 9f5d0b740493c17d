// Grey blocks where content is about to appear, so the page does not jump when it arrives.
// Hidden from assistive technology: the page announces "Loading…" once instead.
export function SkeletonBlock({ className }: { className: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-lg bg-surface-raised motion-reduce:animate-none ${className}`}
    />
  );
}

/** A few lines of skeleton, as a list or a table is about to fill them. */
export function SkeletonRows({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonBlock key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}
