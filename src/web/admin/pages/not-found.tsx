// Any /admin/… address that is no back-office page.
import { Link } from 'react-router';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { PageTitle } from '../components/page-states.tsx';

export function Component() {
  const texts = adminCopy.states;
  return (
    <>
      <PageTitle>{texts.notFoundTitle}</PageTitle>
      <p className="mb-4">{texts.notFound}</p>
      <Link to="/admin" className="font-semibold text-accent">
        {texts.backHome}
      </Link>
    </>
  );
}
