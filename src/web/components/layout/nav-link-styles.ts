// How a navigation link looks, and how the current page's link stands out (docs/product.md §2: "current
// route highlighted"). React Router's NavLink marks that link aria-current="page", which is
// what screen readers announce; the styles key on the same attribute.

/** The desktop header's links. */
export const headerNavLinkClassName =
  'inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-ink-muted no-underline ' +
  'hover:text-accent aria-[current=page]:text-accent aria-[current=page]:underline ' +
  'aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8';

/** The mobile menu's rows. */
export const menuNavLinkClassName =
  'flex min-h-12 w-full items-center rounded-lg px-3 text-left text-lg text-ink no-underline ' +
  'hover:bg-surface-raised hover:text-accent aria-[current=page]:bg-surface-raised ' +
  'aria-[current=page]:font-semibold aria-[current=page]:text-accent';
