// /contact: support channels and the FAQ.
import { copy } from '#shared/copy/catalogue.ts';
import { ContactChannels } from './contact-channels.tsx';
import { ContactFaq } from './contact-faq.tsx';
import { ContentPage } from './content-page.tsx';
import { RelatedLinks } from './related-links.tsx';

export function ContactPage({ title }: { title: string }) {
  return (
    <ContentPage title={title} lead={copy.content.contact.lead}>
      <ContactChannels />
      <ContactFaq />
      <RelatedLinks pages={['pricing', 'services', 'terms', 'privacy']} />
    </ContentPage>
  );
}
