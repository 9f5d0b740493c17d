// The desktop header's navigation (docs/product.md §2), on a row of its own under the brand, its links on
// one line; below the md breakpoint the mobile menu takes over.
import { NavLink } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { desktopNavItems } from './nav-items.ts';
import { headerNavLinkClassName } from './nav-link-styles.ts';

export function MainNav() {
  return (
    <nav
      aria-label={copy.navigation.mainNavigation}
      className="-mx-2 hidden basis-full border-t border-line/60 py-1 md:block"
    >
      <ul className="flex items-center gap-1 whitespace-nowrap">
        {desktopNavItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === paths.home.path}
              className={headerNavLinkClassName}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
