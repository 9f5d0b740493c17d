// /reviews/<call id>: the customer rates a call (docs/decisions/053). Signed-in customers only:
// a visitor (the next day's email's link) is sent to /login and brought back here.
import { useParams } from 'react-router';
import { ReviewPage } from '#web/features/reviews/review-page.tsx';
import { RequireAuth } from '#web/lib/auth/require-auth.tsx';

export function Component() {
  const { callId = '' } = useParams();
  return (
    <RequireAuth>
      <ReviewPage callId={callId} />
    </RequireAuth>
  );
}
