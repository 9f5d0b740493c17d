// One card of the dashboard: a titled section, named by its heading for assistive technology.
import { useId, type ReactNode } from 'react';

interface DashboardCardProps {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

export function DashboardCard({ title, children, className = '' }: DashboardCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6 ${className}`}
    >
      <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
