// /admin/content (owners): a sub-page per kind of content (promotions, announcements, coupons,
// tarot games), each a table and a form, under one title and the kinds' own navigation.
import { NavLink, Navigate, Outlet, useLocation } from 'react-router';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { PageTitle } from '../components/page-states.tsx';

const texts = adminCopy.content;
const kinds = ['promotions', 'announcements', 'coupons', 'tarot'] as const;

export function Component() {
  const location = useLocation();
  if (/^\/admin\/content\/?$/.test(location.pathname)) {
    return <Navigate to="/admin/content/promotions" replace />;
  }
  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <nav aria-label={texts.kindsNavigation} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {kinds.map((kind) => (
            <li key={kind}>
              <NavLink
                to={`/admin/content/${kind}`}
                className="inline-flex min-h-10 items-center rounded-full border-2 border-accent px-4 text-sm font-semibold text-accent no-underline aria-[current=page]:bg-accent aria-[current=page]:text-on-accent"
              >
                {texts.kinds[kind]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
