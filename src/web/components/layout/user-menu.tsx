// The signed-in customer's corner of the header (docs/product.md §2): a greeting by the visitor's own
// clock, their name, their minutes, and a menu with Dashboard, Buy Credits, Profile and Sign
// Out. In the desktop header (from the md breakpoint) all are shown, as the spec shows them; on
// phones the greeting and name move into the menu, and the minutes and the menu button stay.
import { Link } from 'react-router';
import type { SessionUser } from '#shared/api/auth.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { greetingLabel, greetingPeriod } from '#shared/time/greeting.ts';
import { paths } from '#web/config/paths.ts';
import { useDropdown } from './use-dropdown.ts';

const menuLinks = [
  { to: paths.dashboard.path, label: copy.navigation.dashboard },
  { to: paths.purchase.path, label: copy.navigation.buyCredits },
  { to: paths.profile.path, label: copy.navigation.profile },
] as const;

const itemClassName =
  'flex min-h-11 w-full items-center rounded-md px-3 text-left text-ink no-underline hover:bg-surface-raised hover:text-accent';

interface UserMenuProps {
  user: SessionUser;
  onSignOut: () => void;
}

export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const { close, containerRef, buttonRef, menuRef, buttonProps, menuProps } = useDropdown();
  // Read at each render: the page is re-rendered often enough for a greeting.
  const greeting = greetingLabel(greetingPeriod(new Date().getHours()));
  const initial = user.name.trim().charAt(0).toUpperCase();

  return (
    <div className="flex items-center gap-3">
      <p data-greeting="" className="hidden flex-col items-end leading-tight md:flex">
        <span className="text-sm text-ink-muted">{greeting}</span>
        <span className="max-w-[12rem] truncate font-semibold text-ink">{user.name}</span>
      </p>
      <p className="rounded-full border border-line bg-surface-raised px-3 py-1 text-sm font-semibold whitespace-nowrap text-accent">
        <span className="sr-only">{accountCopy.accountForms.header.creditBalance} </span>
        {copy.common.minutes(user.credits)}
      </p>

      <div ref={containerRef} className="relative">
        <button
          ref={buttonRef}
          {...buttonProps}
          className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line bg-surface px-1.5 text-ink hover:border-accent"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-8 items-center justify-center rounded-full bg-accent font-semibold text-on-accent"
          >
            {initial}
          </span>
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4">
            <path fill="currentColor" d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7Z" />
          </svg>
          <span className="sr-only">{accountCopy.accountForms.header.accountMenu}</span>
        </button>

        <div
          ref={menuRef}
          {...menuProps}
          className="absolute right-0 z-30 mt-2 w-56 rounded-xl border border-line bg-surface p-2 shadow-2xl"
        >
          {/* The greeting and name, for phones, where the header hides them. */}
          <p className="border-b border-line px-3 pt-1 pb-2 md:hidden">
            <span className="block text-sm text-ink-muted">{greeting}</span>
            <span className="block truncate font-semibold text-ink">{user.name}</span>
          </p>
          <ul className="flex flex-col gap-0.5 pt-1">
            {menuLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={itemClassName} onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={itemClassName}
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                {copy.navigation.signOut}
              </button>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
