// Polls an Interac transaction's status every 10 seconds until it stops (docs/product.md §4, docs/product.md §10
// 21): success, a final status, or a status request that failed. One request at a time; the
// polling stops when the component leaves (Cancel Purchase) or the transaction changes. It
// keeps going while the tab is in the background, which is where it is while the buyer pays.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InteracStatus } from '#shared/api/payments.ts';
import { isApiError, UNEXPECTED_RESPONSE } from '#web/lib/api-client.ts';
import { interacStatusQueryOptions } from '../api/get-interac-status.ts';
import { INTERAC_POLL_INTERVAL_MS, interacOutcome } from '../interac-status.ts';

export type InteracPollResult =
  | { kind: 'succeeded'; answer: InteracStatus }
  | { kind: 'stopped'; severity: 'error' | 'warning'; message: string }
  | { kind: 'requestFailed'; error: unknown };

export function useInteracPolling(
  transactionId: string | null,
  onResult: (result: InteracPollResult) => void,
) {
  const queryClient = useQueryClient();
  // The latest handler, without restarting the polling when the parent renders again.
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });

  useEffect(() => {
    if (transactionId === null) return;
    const options = interacStatusQueryOptions(transactionId);
    let stopped = false;
    let asking = false;

    const timer = setInterval(() => {
      if (asking) return;
      asking = true;
      queryClient.fetchQuery(options).then(
        (answer) => {
          asking = false;
          if (stopped) return;
          const outcome = interacOutcome(answer.status);
          if (outcome.kind === 'waiting') return;
          stop();
          onResultRef.current(
            outcome.kind === 'succeeded' ? { kind: 'succeeded', answer } : outcome,
          );
        },
        (error: unknown) => {
          asking = false;
          if (stopped) return;
          stop();
          // An answer came but carried no status this app can read: the spec's missing status.
          if (answeredWithoutStatus(error)) {
            const outcome = interacOutcome(null);
            if (outcome.kind === 'stopped') onResultRef.current(outcome);
            return;
          }
          onResultRef.current({ kind: 'requestFailed', error });
        },
      );
    }, INTERAC_POLL_INTERVAL_MS);

    function stop() {
      stopped = true;
      clearInterval(timer);
    }

    return () => {
      stop();
      void queryClient.cancelQueries({ queryKey: options.queryKey });
    };
  }, [transactionId, queryClient]);
}

function answeredWithoutStatus(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.code === UNEXPECTED_RESPONSE &&
    error.status >= 200 &&
    error.status < 300
  );
}
