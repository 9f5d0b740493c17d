// What a page that is not built yet shows: its title and a plain sentence saying so.
import { copy } from '#shared/copy/catalogue.ts';
import { PageContainer } from './page-container.tsx';
import { PageHeading } from './page-heading.tsx';

export function ComingSoon({ title }: { title: string }) {
  return (
    <PageContainer>
      <PageHeading>{title}</PageHeading>
      <p className="mt-4 text-lg text-ink-muted">{copy.pages.comingSoon}</p>
    </PageContainer>
  );
}
