// The three policies, each a catalogue document linking to the other two and to the contacts.
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { LegalDocumentView } from './legal-document.tsx';

export function TermsPage({ title }: { title: string }) {
  return (
    <LegalDocumentView
      title={title}
      document={contentCopy.terms}
      related={['privacy', 'cookies', 'pricing', 'contact']}
    />
  );
}

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
