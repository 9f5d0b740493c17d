// A sensitive change (deleting the account, adding a phone number, setting the phone PIN) needs a
// sign-in from the last 10 minutes (docs/decisions/029). Wrap the change's request in `run`: when
// the server answers RECENT_SIGN_IN_REQUIRED, the "Confirm it's you" dialog opens, and once the
// customer has confirmed, the request is sent again; if they cancel, `run` rejects with the
// server's refusal, whose text says why. Render `dialog` beside the component's own content
// (not inside another dialog):
//
//   const recentSignIn = useRecentSignIn();
//   const save = useMutation({ mutationFn: (pin) => recentSignIn.run(() => setPhonePin(pin)) });
//   return <>…{recentSignIn.dialog}</>;
import { useCallback, useState } from 'react';
import { isRecentSignInRequired } from '#web/lib/auth/reauthenticate.ts';
import { RecentSignInDialog } from './recent-sign-in-dialog.tsx';

type Settle = (confirmed: boolean) => void;

/** Sends a sensitive change, asking the customer to confirm it's them when the server wants it. */
export type RecentSignInRun = <T>(action: () => Promise<T>) => Promise<T>;

export function useRecentSignIn() {
  // The requests waiting for the customer's answer (usually one).
  const [waiting, setWaiting] = useState<readonly Settle[]>([]);

  const run: RecentSignInRun = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!isRecentSignInRequired(error)) throw error;
      const confirmed = await new Promise<boolean>((settle) => {
        setWaiting((current) => [...current, settle]);
      });
      if (!confirmed) throw error;
      return action();
    }
  }, []);

  const finish = (confirmed: boolean) => {
    for (const settle of waiting) settle(confirmed);
    setWaiting([]);
  };

  const dialog = (
    <RecentSignInDialog
      open={waiting.length > 0}
      onConfirmed={() => finish(true)}
      onCancel={() => finish(false)}
    />
  );

  return { run, dialog };
}
