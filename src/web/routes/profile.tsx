// /profile: The customer's editable profile (docs/product.md §2). Open to visitors, who are told to sign
// in (the spec does not redirect this page).
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { ProfilePage } from '#web/features/profile/components/profile-page.tsx';

export function Component() {
  const title = pageTitle('profile');
  return (
    <>
      <PageMeta title={title} />
      <ProfilePage title={title} />
    </>
  );
}
