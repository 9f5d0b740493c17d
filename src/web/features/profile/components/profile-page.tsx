// /profile (docs/product.md §2, §4): the signed-in customer's profile in view mode, then edit mode. A
// visitor is not sent away (unlike /dashboard): they read 'Please log in to view your
// profile.' with a way to sign in and come back.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { PageContainer } from '#web/components/layout/page-container.tsx';
import { PageHeading } from '#web/components/layout/page-heading.tsx';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { loginPathFor } from '#web/lib/auth/redirect-target.ts';
import { useCustomerProfile } from '#web/lib/customer/customer-profile.ts';
import { profileLoadFailureText } from '../profile-errors.ts';
import { ProfileForm } from './profile-form.tsx';
import { ProfileView } from './profile-view.tsx';

export function ProfilePage({ title }: { title: string }) {
  const { user, loading } = useAuth();
  return (
    <PageContainer>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <PageHeading>{title}</PageHeading>
          {user ? (
            <p className="text-lg text-ink-muted">{accountCopy.customerArea.profile.intro}</p>
          ) : null}
        </div>
        {loading ? <Loading /> : user ? <ProfileContent customerId={user.id} /> : <SignedOut />}
      </div>
    </PageContainer>
  );
}

function Loading() {
  return (
    <p role="status" className="text-ink-muted">
      {copy.common.loading}
    </p>
  );
}

function SignedOut() {
  const location = useLocation();
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <p className="text-lg text-ink">{accountCopy.customer.profile.signedOut}</p>
      <Link to={loginPathFor(location)} className={buttonClassName('primary')}>
        {accountCopy.customerArea.profile.signIn}
      </Link>
    </div>
  );
}

function ProfileContent({ customerId }: { customerId: string }) {
  const profile = useCustomerProfile(customerId);
  // 'view' after an edit: focus goes back to 'Edit', where the customer left the view.
  const [mode, setMode] = useState<'view' | 'edit' | 'viewAgain'>('view');

  if (profile.isPending) return <Loading />;
  // The session ended since the page loaded: the same as a visitor.
  if (isApiError(profile.error) && profile.error.status === 401) return <SignedOut />;
  if (profile.isError) {
    return (
      <FormAlert>
        <p>{profileLoadFailureText(profile.error)}</p>
      </FormAlert>
    );
  }
  return mode === 'edit' ? (
    <ProfileForm customer={profile.data} onDone={() => setMode('viewAgain')} />
  ) : (
    <ProfileView
      customer={profile.data}
      onEdit={() => setMode('edit')}
      focusEdit={mode === 'viewAgain'}
    />
  );
}
