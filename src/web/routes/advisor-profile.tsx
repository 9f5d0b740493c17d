// /advisors/<extension>: an advisor's public profile page (issue 22), loaded only when opened.
import { useParams } from 'react-router';
import { AdvisorProfilePage } from '#web/features/advisors/profile/advisor-profile-page.tsx';

export function Component() {
  const { extension = '' } = useParams();
  return <AdvisorProfilePage extension={extension} />;
}
