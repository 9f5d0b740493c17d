// The call-now bar fixed to the bottom of every page (docs/product.md §2): the service number as a tel:
// link. The shell keeps room for it and the page scrolls focused controls clear of it
// (bottom-bars-space.ts), so it never covers the end of a page or what has focus; it clears the
// home indicator of phones without a home button (safe-area inset), and is lower on phones.
import { copy } from '#shared/copy/catalogue.ts';
import { formatServicePhone } from '#shared/format/display.ts';
import { bottomBarAttribute } from './bottom-bars-space.ts';
import { PhoneIcon } from './layout-icons.tsx';
import { telHref } from './tel-href.ts';

/** Bottom padding the shell adds so the page's end stays above the bars (app.css). */
export const bottomBarsPadding = 'pb-(--bottom-bars-space)';

export function CallNowBar({ servicePhone }: { servicePhone: string | undefined }) {
  if (!servicePhone) return null;
  return (
    // A labelled landmark: every part of the page is then inside one, so screen-reader users
    // moving by regions reach it too.
    <aside
      {...{ [bottomBarAttribute]: '' }}
      aria-label={copy.navigation.callNowRegion}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <div className="mx-auto flex h-12 w-full max-w-6xl items-center justify-center px-4 sm:h-14">
        <a
          href={telHref(servicePhone)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-6 font-semibold text-on-accent no-underline hover:bg-accent-strong"
        >
          <PhoneIcon />
          {copy.navigation.callNowBar(formatServicePhone(servicePhone))}
        </a>
      </div>
    </aside>
  );
}
