// The header (docs/product.md §2): the brand linking home, 'Win Credits' when the flag is on, the FR/EN
// switch, the account area (greeting, name, minutes and menu; Sign In for a visitor), and the
// desktop navigation; below the md breakpoint a button that opens the mobile slide-in menu
// instead of the nav. From md the navigation has a row of its own under the brand and the
// account area: in French, and with a customer's greeting, name and minutes, one row cannot
// hold everything at desktop widths without wrapping the links or cutting the brand. The page
// reads (and Tab moves) in the order the rows show. The brand's name is never cut: on a narrow
// phone it wraps.
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { BrandMark } from './brand-mark.tsx';
import { HeaderAccount } from './header-account.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MenuIcon } from './layout-icons.tsx';
import { MainNav } from './main-nav.tsx';
import { WinCreditsButton } from './win-credits-button.tsx';

// The mobile menu is a chunk of its own, fetched when first opened: wide screens never need it.
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));

interface SiteHeaderProps {
  brandName: string | undefined;
  winCreditsEnabled: boolean;
}

export function SiteHeader({ brandName, winCreditsEnabled }: SiteHeaderProps) {
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { user } = useAuth();
  // The page the menu was opened on: any navigation (a link, the browser's Back) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  return (
    <header className="relative z-20 border-b border-line bg-surface/80 backdrop-blur">
      <div className="mx-auto flex min-h-16 w-full max-w-6xl flex-wrap items-center justify-between gap-x-3 px-4 sm:px-6">
        <Link
          to={paths.home.path}
          className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-md py-1 font-display text-xl leading-tight font-semibold text-ink no-underline hover:text-accent"
        >
          <BrandMark className="size-8 shrink-0 text-accent" />
          {/* Until the configuration answers, the link is still named for screen readers. */}
          {/* A customer's account area (minutes and menu) and the brand's name do not fit one
              row of a phone: the name is left to screen readers there, rather than the account
              area taking a row of its own when the session answers and shifting the page. */}
          {brandName ? (
            <span
              data-brand-name=""
              className={
                user ? 'sr-only sm:not-sr-only sm:min-w-0 sm:break-words' : 'min-w-0 break-words'
              }
            >
              {brandName}
            </span>
          ) : (
            <span className="sr-only">{copy.navigation.home}</span>
          )}
        </Link>
        <div className="flex shrink-0 items-center gap-2">
          {/* Below md it lives in the mobile menu. A wrapper hides it: `hidden` on the button
              itself would lose to the button's own inline-flex. */}
          {winCreditsEnabled ? (
            <div className="hidden md:block">
              <WinCreditsButton />
            </div>
          ) : null}
          {/* Below md it lives in the mobile menu, like Win Credits. */}
          <div className="hidden md:block">
            <LanguageSwitch />
          </div>
          <HeaderAccount />
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line text-ink hover:border-accent hover:text-accent md:hidden"
          >
            <MenuIcon className="size-6" />
            <span className="sr-only">{copy.navigation.openMenu}</span>
          </button>
        </div>
        <MainNav />
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            winCreditsEnabled={winCreditsEnabled}
            onClose={() => setMenuOpenOn(null)}
            menuButtonRef={menuButtonRef}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
