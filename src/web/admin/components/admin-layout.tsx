// The back office's frame: a skip link, a banner with the brand, the signed-in operator, sign-out
// and the FR/EN switch, the sections the operator's role may use, and <main>, which takes focus
// after each navigation (as the customers' site does). Desktop first: the sections sit beside
// the page; on a tablet or narrower they fold behind a menu button.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate, useNavigationType } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { OperatorRole, OperatorView } from '#shared/api/admin/session.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { LanguageSwitch } from '#web/components/layout/language-switch.tsx';
import { useFocusMainOnNavigate } from '#web/components/layout/use-focus-main-on-navigate.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/lib/toast.ts';
import { signOut } from '../lib/admin-api.ts';
import { setOperator } from '../lib/operator-session.ts';

export const mainId = 'admin-main';

type SectionId = keyof typeof adminCopy.shell.sections;

/** The built sections and the roles that may use them; a section not built yet is not listed. */
const sections: { id: SectionId; to: string; roles: readonly OperatorRole[] }[] = [
  { id: 'home', to: '/admin', roles: ['owner', 'support'] },
  { id: 'customers', to: '/admin/customers', roles: ['owner', 'support'] },
  { id: 'claims', to: '/admin/claims', roles: ['owner', 'support'] },
  { id: 'advisors', to: '/admin/advisors', roles: ['owner'] },
  { id: 'applications', to: '/admin/applications', roles: ['owner'] },
  { id: 'profileChanges', to: '/admin/profile-changes', roles: ['owner'] },
  { id: 'reviews', to: '/admin/reviews', roles: ['owner', 'support'] },
  { id: 'reports', to: '/admin/reports', roles: ['owner'] },
  { id: 'content', to: '/admin/content', roles: ['owner'] },
  { id: 'audit', to: '/admin/audit', roles: ['owner', 'support'] },
  { id: 'operators', to: '/admin/operators', roles: ['owner'] },
];

export const sectionsFor = (role: OperatorRole) =>
  sections.filter((section) => section.roles.includes(role));

function SkipLink() {
  return (
    <a
      href={`#${mainId}`}
      className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent no-underline shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {adminCopy.shell.skipToContent}
    </a>
  );
}

function Banner({ children }: { children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-center gap-3 border-b border-line bg-surface px-4 py-2">
      <span className="font-display text-lg font-semibold text-ink">{adminCopy.shell.brand}</span>
      <div className="ml-auto flex flex-wrap items-center gap-3">
        {children}
        <LanguageSwitch />
      </div>
    </header>
  );
}

function Main({ children }: { children: ReactNode }) {
  useFocusMainOnNavigate(mainId);
  const navigationType = useNavigationType();
  // Signing in or out swaps the whole frame, and this <main> with it: after such a navigation
  // (not on the page's first load, which starts at the skip link) focus comes here, not <body>.
  useEffect(() => {
    if (navigationType === 'POP') return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) document.getElementById(mainId)?.focus();
    // Only when this frame first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <main id={mainId} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none lg:p-8">
      {children}
    </main>
  );
}

/** The frame of the pages shown before sign-in (sign-in, set-up): no sections, no operator. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-canvas text-ink">
      <SkipLink />
      <Banner />
      <Main>
        <div className="mx-auto w-full max-w-xl">{children}</div>
      </Main>
    </div>
  );
}

function OperatorMenu({ operator }: { operator: OperatorView }) {
  const texts = adminCopy.shell;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    try {
      await signOut();
      // Off the signed-in pages first, so they do not take the empty session for an ended one.
      await navigate('/admin/sign-in', { replace: true });
      queryClient.clear();
      setOperator(queryClient, null);
    } catch {
      setLeaving(false);
      toast.error(texts.signOutFailed);
    }
  }

  return (
    <>
      <p className="text-sm text-ink-muted">
        <span className="sr-only">{texts.signedInAs} </span>
        <span className="font-semibold text-ink">{operator.email}</span> (
        {texts.roles[operator.role]})
      </p>
      <Button size="sm" variant="secondary" loading={leaving} onClick={() => void leave()}>
        {texts.signOut}
      </Button>
    </>
  );
}

/** The frame of a signed-in operator's pages. */
export function OperatorLayout({
  operator,
  children,
}: {
  operator: OperatorView;
  children: ReactNode;
}) {
  const texts = adminCopy.shell;
  const navId = useId();
  const { pathname } = useLocation();
  // The folded menu is open on the page where it was opened: choosing a section closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  return (
    <div className="flex min-h-screen flex-col bg-canvas text-ink">
      <SkipLink />
      <Banner>
        <OperatorMenu operator={operator} />
      </Banner>
      <div className="flex flex-1 flex-col lg:flex-row">
        <div className="border-b border-line bg-surface lg:w-56 lg:border-r lg:border-b-0">
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
            className="m-2 inline-flex min-h-11 items-center rounded-lg border border-line px-3 font-semibold lg:hidden"
          >
            {menuOpen ? texts.closeMenu : texts.openMenu}
          </button>
          <nav
            id={navId}
            aria-label={texts.navigation}
            className={`${menuOpen ? 'block' : 'hidden'} p-2 lg:block`}
          >
            <ul className="flex flex-col gap-1">
              {sectionsFor(operator.role).map((section) => (
                <li key={section.id}>
                  <NavLink
                    to={section.to}
                    end={section.to === '/admin'}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center rounded-lg px-3 font-semibold no-underline ${
                        isActive ? 'bg-accent text-on-accent' : 'text-ink hover:bg-surface-raised'
                      }`
                    }
                  >
                    {texts.sections[section.id]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <Main>{children}</Main>
      </div>
    </div>
  );
}
