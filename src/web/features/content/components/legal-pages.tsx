// The privacy and cookie policies, each a catalogue document linking to the other policies and
// to the contacts. The Terms, shown French first, have their own page (terms-page.tsx).
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { LegalDocumentView } from './legal-document.tsx';

export function PrivacyPage({ title }: { title: string }) {
  return (
    <LegalDocumentView
      title={title}
      document={contentCopy.privacy}
      related={['cookies', 'terms', 'contact']}
    />
  );
}

export function CookiesPage({ title }: { title: string }) {
  return (
    <LegalDocumentView
      title={title}
      document={contentCopy.cookies}
      related={['privacy', 'terms', 'contact']}
    />
  );
}
