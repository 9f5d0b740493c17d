// /horoscope: Twelve zodiac signs, each opening its daily horoscope (spec §2).
// Not built yet: it says so, under its title.
import { pageTitle } from '#web/config/paths.ts';
import { ComingSoon } from '#web/components/layout/coming-soon.tsx';
import { PageMeta } from '#web/components/layout/page-meta.tsx';

export function Component() {
  const title = pageTitle('horoscope');
  return (
    <>
      <PageMeta title={title} />
      <ComingSoon title={title} />
    </>
  );
}
