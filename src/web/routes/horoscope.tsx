// /horoscope: twelve zodiac signs, each opening its daily horoscope (docs/product.md §2).
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { HoroscopePage } from '#web/features/horoscope/components/horoscope-page.tsx';
import { contentCopy } from '#shared/copy/content-catalogue.ts';

export function Component() {
  const title = pageTitle('horoscope');
  return (
    <>
      <PageMeta title={title} description={contentCopy.horoscope.description} />
      <HoroscopePage title={title} />
    </>
  );
}
