// The addresses and navigation state the account screens hand each other.
import { paths } from '#web/config/paths.ts';

/** ?forgot=1: /login opens on the forgot-password panel (a reset link that no longer works). */
export const FORGOT_PARAM = 'forgot';

export const forgotPasswordPath = `${paths.login.path}?${FORGOT_PARAM}=1`;

/** Navigation state that makes /login say the password was reset (docs/product.md §2). */
export interface LoginNotice {
  notice: 'password-reset';
}

export const passwordResetNotice: LoginNotice = { notice: 'password-reset' };

export function isPasswordResetNotice(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<LoginNotice>).notice === passwordResetNotice.notice
  );
}
