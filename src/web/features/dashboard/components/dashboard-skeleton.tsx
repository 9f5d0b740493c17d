// The dashboard's shape while the customer's record loads: three cards, then two tables.
import { copy } from '#shared/copy/catalogue.ts';
import { SkeletonBlock, SkeletonRows } from './skeleton.tsx';

function CardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <SkeletonBlock className="h-6 w-2/5" />
      <SkeletonBlock className="h-10 w-3/4" />
      <SkeletonBlock className="h-11 w-1/2 rounded-full" />
    </div>
  );
}

export function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {copy.common.loading}
      </p>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </div>
      {[0, 1].map((table) => (
        <div
          key={table}
          className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
        >
          <SkeletonBlock className="h-6 w-1/3" />
          <SkeletonRows />
        </div>
      ))}
    </div>
  );
}
