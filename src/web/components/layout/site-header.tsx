// The header: the brand linking home on the left, the account area on the right. The
// navigation links, the mobile menu and the "Win Credits" button arrive with the layout
// issue: they slot in between (`nav` below the brand, the menu button before the account).
import { Link } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { BrandMark } from './brand-mark.tsx';
import { HeaderAccount } from './header-account.tsx';

export function SiteHeader({ brandName }: { brandName: string | undefined }) {
  return (
    <header className="relative z-20 border-b border-line bg-surface/80 backdrop-blur">
      <div className="mx-auto flex min-h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          to={paths.home.path}
          className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-md font-display text-xl font-semibold text-ink no-underline hover:text-accent"
        >
          <BrandMark className="size-8 shrink-0 text-accent" />
          {/* Until the configuration answers, the link is still named for screen readers. */}
          {brandName ? (
            <span className="truncate">{brandName}</span>
          ) : (
            <span className="sr-only">{copy.navigation.home}</span>
          )}
        </Link>
        <div className="flex shrink-0 items-center gap-2">
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
