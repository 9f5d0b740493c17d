// /contact: support channels and the FAQ.
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { ContactChannels } from './contact-channels.tsx';
import { ContactFaq } from './contact-faq.tsx';
import { ContentPage } from './content-page.tsx';
import { RelatedLinks } from './related-links.tsx';

export function ContactPage({ title }: { title: string }) {
  return (
    <ContentPage title={title} lead={contentCopy.contact.lead}>
      <ContactChannels />
      <ContactFaq />
      <RelatedLinks pages={['pricing', 'services', 'terms', 'privacy']} />
    </ContentPage>
  );
}
