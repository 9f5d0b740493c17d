// /about: who we are, our advisors, how a reading works and our ethics.
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { ContentPage } from './content-page.tsx';
import { ContentSectionView } from './content-section.tsx';
import { Fact } from './fact.tsx';
import { RelatedLinks } from './related-links.tsx';

export function AboutPage({ title }: { title: string }) {
  const t = contentCopy.about;
  return (
    <ContentPage title={title} lead={<Fact text={t.lead} />}>
      {Object.entries(t.sections).map(([key, section]) => (
        <ContentSectionView key={key} id={key} section={section} />
      ))}
      <RelatedLinks pages={['services', 'pricing', 'testimonials', 'contact']} />
    </ContentPage>
  );
}
