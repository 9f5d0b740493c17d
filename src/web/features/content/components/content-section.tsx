// One titled section of a long page, with an anchor other pages can link to (/terms#weekly-game).
import type { ContentSection } from '#shared/copy/en/content.ts';
import { sectionAnchor } from '../section-anchor.ts';
import { SectionBody } from './section-body.tsx';

export function ContentSectionView({ id, section }: { id: string; section: ContentSection }) {
  const anchor = sectionAnchor(id);
  const headingId = `${anchor}-heading`;
  return (
    <section id={anchor} aria-labelledby={headingId} className="max-w-3xl scroll-mt-24">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-balance text-ink">
        {section.heading}
      </h2>
      <div className="mt-4">
        <SectionBody section={section} />
      </div>
    </section>
  );
}
