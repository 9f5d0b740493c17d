// The usage history's rating cell (docs/decisions/053): "Rate this call" on a call of at least 3
// billed minutes not rated yet (to /reviews/<call id>), its rating once rated, nothing otherwise.
import { Link } from 'react-router';
import { reviewPagePath, type ReviewableCall } from '#shared/api/reviews.ts';
import { reviewsCopy } from '#shared/copy/reviews-catalogue.ts';
import { useMyReviewableCalls } from './api.ts';

/** The customer's calls they may rate (or rated), by call id. */
export function useReviewsByCall(): Map<string, ReviewableCall> {
  const calls = useMyReviewableCalls();
  return new Map((calls.data?.calls ?? []).map((call) => [call.callId, call]));
}

export function ReviewCell({ call }: { call: ReviewableCall | undefined }) {
  if (!call) return null;
  if (call.review) return <span>{reviewsCopy.ratedCall(call.review.rating)}</span>;
  return (
    <Link to={reviewPagePath(call.callId)} className="font-semibold whitespace-nowrap">
      {reviewsCopy.rateCall}
    </Link>
  );
}
