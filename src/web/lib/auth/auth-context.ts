// The auth state every screen reads (docs/product.md §3: "the auth state exposes user, loading, signIn,
// signOut, signUp"; §4: loading, then user or null). AuthProvider supplies it.
import { createContext, useContext } from 'react';
import type { SessionUser, SignInRequest, SignUpRequest } from '#shared/api/auth.ts';
import { logMessages } from '#shared/copy/log-messages.ts';
import type { PhoneCodeInput } from './verify-phone-code.ts';

export interface SignUpOutcome {
  /** The address the confirmation link went to, as the server normalised it. */
  email: string;
}

export interface AuthState {
  /** The signed-in customer; null for a visitor, and while loading. */
  user: SessionUser | null;
  /** True until the first answer about the session; show neither state meanwhile. */
  loading: boolean;
  /** Email and password; resolves once the session is established. Rejects with an ApiError. */
  signIn: (credentials: SignInRequest) => Promise<SessionUser>;
  /** Phone number and the code texted to it; resolves once the session is established. */
  signInWithPhone: (input: PhoneCodeInput) => Promise<SessionUser>;
  /** Creates the account and sends the confirmation email; does not sign in. */
  signUp: (input: SignUpRequest) => Promise<SignUpOutcome>;
  /** Ends the session, then loads / afresh; a failure is only logged (docs/product.md §4). */
  signOut: () => Promise<void>;
  /** Reads the session again (new credits, a new phone number). */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error(logMessages.authOutsideProvider);
  return state;
}
