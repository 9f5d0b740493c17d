// The mobile slide-in menu (docs/product.md §2), below the md breakpoint: Home, Services, Pricing,
// Testimonials, Horoscope, About, Contact, Win Credits (same flag as the header), an Account
// section for a signed-in customer, and at the bottom Sign Out, or Login and Register. A
// backdrop tap, a link tap or Escape closes it. It is mounted only while open, so it slides in
// each time (unless the visitor prefers reduced motion) and is out of the way otherwise. It is
// rendered into <body>: inside the header, whose backdrop blur makes it the containing block of
// fixed elements, it would be clipped to the header's height.
import { useEffect, useId, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useOpenTarotGame } from '#web/lib/tarot-game-launcher.tsx';
import { CloseIcon, SparkleIcon } from './layout-icons.tsx';
import { accountNavItems, mobileNavItems, type NavItem } from './nav-items.ts';
import { menuNavLinkClassName } from './nav-link-styles.ts';
import { useModalPanel } from './use-modal-panel.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** Tailwind's md breakpoint, from which the header shows its own navigation. */
const desktopMediaQuery = '(min-width: 48rem)';

interface MobileMenuProps {
  id: string;
  winCreditsEnabled: boolean;
  onClose: () => void;
  /** The header's menu button, which gets focus back when the menu closes. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

export function MobileMenu({ id, winCreditsEnabled, onClose, menuButtonRef }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const accountHeadingId = useId();
  const { user, loading, signOut } = useAuth();
  const openTarotGame = useOpenTarotGame();
  useModalPanel({ panelRef, returnFocusRef: menuButtonRef, onClose });

  // Widened past the breakpoint (a rotated tablet): the panel is hidden there, so close it
  // rather than leave the page locked and focus trapped in something invisible.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const desktop = window.matchMedia(desktopMediaQuery);
    const onChange = () => {
      if (desktop.matches) onClose();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [onClose]);

  const links = (items: readonly NavItem[]) =>
    items.map((item) => (
      <li key={item.to}>
        <NavLink
          to={item.to}
          end={item.to === paths.home.path}
          onClick={onClose}
          className={menuNavLinkClassName}
        >
          {item.label}
        </NavLink>
      </li>
    ));

  return createPortal(
    <div className="fixed inset-0 z-40 md:hidden">
      <div
        aria-hidden="true"
        data-menu-backdrop=""
        className="mobile-menu-backdrop absolute inset-0 bg-black/70"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={copy.navigation.mobileMenu}
        tabIndex={-1}
        className="mobile-menu-panel absolute inset-y-0 right-0 flex w-[min(20rem,88vw)] flex-col overflow-y-auto border-l border-line bg-surface px-4 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))] shadow-2xl"
      >
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:text-ink"
          >
            <CloseIcon className="size-6" />
            <span className="sr-only">{copy.navigation.closeMenu}</span>
          </button>
        </div>

        <nav aria-label={copy.navigation.mainNavigation}>
          <ul className="flex flex-col gap-0.5">
            {links(mobileNavItems)}
            {winCreditsEnabled ? (
              <li>
                <button
                  type="button"
                  className={`${menuNavLinkClassName} gap-2 text-accent`}
                  onClick={() => {
                    onClose();
                    openTarotGame();
                  }}
                >
                  <SparkleIcon />
                  {copy.navigation.winCredits}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>

        {user ? (
          <section aria-labelledby={accountHeadingId} className="mt-4 border-t border-line pt-4">
            <h2
              id={accountHeadingId}
              className="px-3 pb-1 text-sm font-semibold tracking-wide text-ink-muted uppercase"
            >
              {copy.navigation.account}
            </h2>
            <ul className="flex flex-col gap-0.5">{links(accountNavItems)}</ul>
          </section>
        ) : null}

        <div className="mt-4 border-t border-line px-3 pt-4">
          <LanguageSwitch />
        </div>

        {/* Nothing while the session loads, so neither choice flashes by mistake. */}
        {loading ? null : (
          <div className="mt-auto flex flex-col gap-3 border-t border-line pt-4">
            {user ? (
              <button
                type="button"
                className={buttonClassName('secondary')}
                onClick={() => {
                  onClose();
                  void signOut();
                }}
              >
                {copy.navigation.signOut}
              </button>
            ) : (
              <>
                <Link
                  to={paths.login.path}
                  onClick={onClose}
                  className={buttonClassName('primary')}
                >
                  {copy.navigation.login}
                </Link>
                <Link
                  to={paths.register.path}
                  onClick={onClose}
                  className={buttonClassName('secondary')}
                >
                  {copy.navigation.register}
                </Link>
              </>
            )}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
