// Terms, privacy and cookie policies: the date of the version, the introduction, a table of
// contents linking to each section's anchor, the sections, and links to the other policies.
import { useId } from 'react';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import type { LegalDocument } from '#shared/copy/en/content.ts';
import type { PageId } from '#web/config/paths.ts';
import { sectionAnchor } from '../section-anchor.ts';
import { ContentPage } from './content-page.tsx';
import { ContentSectionView } from './content-section.tsx';
import { RelatedLinks } from './related-links.tsx';
import { SectionBody } from './section-body.tsx';

interface LegalDocumentViewProps {
  title: string;
  document: LegalDocument;
  related: readonly PageId[];
}

export function LegalDocumentView({ title, document, related }: LegalDocumentViewProps) {
  return (
    <ContentPage title={title} lead={document.updated}>
      <LegalDocumentText document={document} onThisPage={contentCopy.common.onThisPage} />
      <RelatedLinks pages={related} />
    </ContentPage>
  );
}

interface LegalDocumentTextProps {
  document: LegalDocument;
  /** The table of contents' name, in the document's language (it may not be the page's). */
  onThisPage: string;
}

/** The introduction, the table of contents and the sections of a document. */
export function LegalDocumentText({ document, onThisPage }: LegalDocumentTextProps) {
  const tocId = useId();
  const sections = Object.entries(document.sections);

  return (
    <>
      <div className="max-w-3xl">
        <SectionBody section={{ paragraphs: document.intro }} />
      </div>

      <nav
        aria-labelledby={tocId}
        className="max-w-3xl rounded-2xl border border-line bg-surface p-6"
      >
        <h2 id={tocId} className="font-display text-lg font-semibold text-ink">
          {onThisPage}
        </h2>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1 pl-6 marker:text-ink-muted sm:grid-cols-2">
          {sections.map(([key, section]) => (
            <li key={key}>
              <a href={`#${sectionAnchor(key)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map(([key, section]) => (
        <ContentSectionView key={key} id={key} section={section} />
      ))}
    </>
  );
}
