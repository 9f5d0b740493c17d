// Holds the auth state for the whole app: the session query, the calls that change it, the
// credits-updated event, and the notice when the server ends a session itself.
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast.ts';
import type { SignInRequest, SignUpRequest } from '#shared/api/auth.ts';
import { logMessages } from '#shared/copy/log-messages.ts';
import { paths } from '#web/config/paths.ts';
import { trackSignUp } from '#web/lib/analytics.ts';
import { AuthContext, type AuthState } from './auth-context.ts';
import { CREDITS_UPDATED_EVENT } from './credits-updated.ts';
import { establishSession } from './establish-session.ts';
import { sessionQueryKey, sessionQueryOptions } from './session.ts';
import { postSignIn } from './sign-in.ts';
import { postSignOut } from './sign-out.ts';
import { postSignUp } from './sign-up.ts';
import { postPhoneVerification, type PhoneCodeInput } from './verify-phone-code.ts';

/** One toast for a session the server ended, however many reads report it. */
const SESSION_ENDED_TOAST_ID = 'session-ended';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions());

  const endedBecause = session.data?.endedBecause;
  useEffect(() => {
    if (endedBecause) toast.error(endedBecause, { toastId: SESSION_ENDED_TOAST_ID });
  }, [endedBecause, session.data]);

  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);

  useEffect(() => {
    const onCreditsUpdated = () => void refresh();
    window.addEventListener(CREDITS_UPDATED_EVENT, onCreditsUpdated);
    return () => window.removeEventListener(CREDITS_UPDATED_EVENT, onCreditsUpdated);
  }, [refresh]);

  const signIn = useCallback(
    async (credentials: SignInRequest) => {
      await postSignIn(credentials);
      return establishSession(queryClient);
    },
    [queryClient],
  );

  const signInWithPhone = useCallback(
    async (input: PhoneCodeInput) => {
      await postPhoneVerification(input);
      return establishSession(queryClient);
    },
    [queryClient],
  );

  const signUp = useCallback(async (input: SignUpRequest) => {
    const { email } = await postSignUp(input);
    trackSignUp();
    return { email };
  }, []);

  const signOut = useCallback(async () => {
    try {
      await postSignOut();
      // A full page load, so nothing of the customer stays in memory (docs/product.md §4).
      window.location.assign(paths.home.path);
    } catch (error) {
      console.error(logMessages.signOutFailed, error);
    }
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user: session.data?.user ?? null,
      loading: session.isPending,
      signIn,
      signInWithPhone,
      signUp,
      signOut,
      refresh,
    }),
    [session.data, session.isPending, signIn, signInWithPhone, signUp, signOut, refresh],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
