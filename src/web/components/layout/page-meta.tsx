// A page's document title ("Pricing | Lumina Psychics") and, optionally, its description.
// React 19 hoists <title> and <meta> into <head> and takes over index.html's title, so the
// page that is showing owns them and they leave with it. Until the configuration answers, the
// title is the page's name alone. Route modules render this; features do not set page titles.
import { copy } from '#shared/copy/catalogue.ts';
import { usePublicConfig } from '#web/lib/public-config.ts';

export function PageMeta({ title, description }: { title: string; description?: string }) {
  const brandName = usePublicConfig().data?.brandName;
  const documentTitle = brandName ? copy.pages.documentTitle(title, brandName) : title;

  return (
    <>
      <title>{documentTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
