// /admin: the sections the operator's role may use, each with what it is for.
import { Link } from 'react-router';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { PageTitle } from '../components/page-states.tsx';
import { useOperator } from '../lib/operator-session.ts';

export function Component() {
  const texts = adminCopy.home;
  const operator = useOperator();
  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <p className="mb-4 text-ink-muted">{texts.intro}</p>
      <ul className="grid gap-4 md:grid-cols-2">
        {operator.data?.role === 'owner' ? (
          <li className="rounded-lg border border-line bg-surface p-4">
            <Link to="/admin/reports" className="text-lg font-semibold text-accent">
              {adminCopy.shell.sections.reports}
            </Link>
            <p className="mt-1 text-sm text-ink-muted">{adminCopy.reports.homeSection}</p>
          </li>
        ) : null}
        {operator.data?.role === 'owner' ? (
          <li className="rounded-lg border border-line bg-surface p-4">
            <Link to="/admin/operators" className="text-lg font-semibold text-accent">
              {adminCopy.shell.sections.operators}
            </Link>
            <p className="mt-1 text-sm text-ink-muted">{adminCopy.operatorPages.homeSection}</p>
          </li>
        ) : null}
        <li className="rounded-lg border border-line bg-surface p-4">
          <Link to="/admin/audit" className="text-lg font-semibold text-accent">
            {adminCopy.shell.sections.audit}
          </Link>
          <p className="mt-1 text-sm text-ink-muted">{texts.sections.audit}</p>
        </li>
      </ul>
    </>
  );
}
