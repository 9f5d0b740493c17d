// /terms: the Terms & Conditions (docs/product.md §1: 18+; Québec consumer law). A contract of adhesion
// binds in English only if the French version was given first and the customer then chose
// English (Charter of the French Language s.55; issue 10). So the French site shows the French
// Terms, and the English site shows the French ones first, in French, with a control to read the
// English version. The French texts are imported here, in this page's own chunk, so no other
// page of the English site downloads them.
import { useState } from 'react';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { common as frenchCommon } from '#shared/copy/fr-CA/content/common.ts';
import { terms as frenchTerms } from '#shared/copy/fr-CA/content/terms.ts';
import { currentLocale, type Locale } from '#shared/copy/locale.ts';
import type { PageId } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ContentPage } from './content-page.tsx';
import { LegalDocumentText, LegalDocumentView } from './legal-document.tsx';
import { RelatedLinks } from './related-links.tsx';

const related: readonly PageId[] = ['privacy', 'cookies', 'pricing', 'contact'];

export function TermsPage({ title }: { title: string }) {
  if (currentLocale() === 'fr-CA') {
    return <LegalDocumentView title={title} document={contentCopy.terms} related={related} />;
  }
  return <FrenchFirstTerms title={title} />;
}

/** The English site's Terms: the French version, then the English one on request. */
function FrenchFirstTerms({ title }: { title: string }) {
  const [shown, setShown] = useState<Locale>('fr-CA');
  const texts = contentCopy.terms.versions;
  const english = shown === 'en';
  const document = english ? contentCopy.terms : frenchTerms;
  const onThisPage = english ? contentCopy.common.onThisPage : frenchCommon.onThisPage;

  return (
    <ContentPage title={title}>
      <div className="flex max-w-3xl flex-col items-start gap-4 rounded-2xl border border-line bg-surface p-6">
        {/* Announced when the version changes; the button keeps the focus. */}
        <p aria-live="polite" className="text-ink">
          {english ? texts.readingEnglish : texts.frenchFirst}
        </p>
        <Button variant="secondary" onClick={() => setShown(english ? 'fr-CA' : 'en')}>
          {english ? texts.readFrench : texts.readEnglish}
        </Button>
      </div>

      <section lang={shown} aria-label={document.versions.heading} className="flex flex-col gap-12">
        <p className="max-w-3xl text-lg text-pretty text-ink-muted">{document.updated}</p>
        <LegalDocumentText document={document} onThisPage={onThisPage} />
      </section>

      <RelatedLinks pages={related} />
    </ContentPage>
  );
}
