// The frame of a content page: its one <h1>, an optional lead paragraph in a readable column,
// then the page's own sections across the wider content area.
import type { ReactNode } from 'react';
import { PageHeading } from '#web/components/layout/page-heading.tsx';

interface ContentPageProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

export function ContentPage({ title, lead, children }: ContentPageProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <PageHeading>{title}</PageHeading>
        {lead ? <p className="mt-4 text-lg text-pretty text-ink-muted">{lead}</p> : null}
      </header>
      <div className="mt-10 flex flex-col gap-12">{children}</div>
    </div>
  );
}
