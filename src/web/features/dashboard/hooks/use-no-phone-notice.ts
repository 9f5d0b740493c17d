// docs/product.md §2, §9: 1 second after the dashboard loads, a customer without a phone number is told
// why to add one. Once per visit of the page; if another modal is up then (the platform
// announcement), the notice waits for it to close.
import { useCallback, useEffect, useState } from 'react';
import { afterOtherDialogs } from '#web/lib/after-other-dialogs.ts';
import { NO_PHONE_NOTICE_DELAY_MS } from '../timing.ts';

type NoticeState = 'waiting' | 'open' | 'closed';

/** `lacksPhone`: the dashboard has loaded and the customer has no phone number. */
export function useNoPhoneNotice(lacksPhone: boolean) {
  const [state, setState] = useState<NoticeState>('waiting');

  useEffect(() => {
    if (!lacksPhone || state !== 'waiting') return undefined;
    let cancelWait = () => {};
    const timer = setTimeout(() => {
      cancelWait = afterOtherDialogs(() => setState('open'));
    }, NO_PHONE_NOTICE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelWait();
    };
  }, [lacksPhone, state]);

  const close = useCallback(() => setState('closed'), []);

  return { open: state === 'open' && lacksPhone, close };
}
