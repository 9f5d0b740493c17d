// /horoscope: twelve zodiac signs, each opening its daily horoscope (spec §2).
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { HoroscopePage } from '#web/features/horoscope/components/horoscope-page.tsx';
import { copy } from '#shared/copy/catalogue.ts';

export function Component() {
  const title = pageTitle('horoscope');
  return (
    <>
      <PageMeta title={title} description={copy.content.horoscope.description} />
      <HoroscopePage title={title} />
    </>
  );
}
