import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { ApiError, NETWORK_ERROR, UNEXPECTED_RESPONSE } from '#web/lib/api-client.ts';
import { missingUserError, sessionUnavailableError } from '#web/lib/auth/sign-in-errors.ts';
import { accountFailure, type AccountOperation } from './account-errors.ts';

const networkFailure = new ApiError({ code: NETWORK_ERROR, message: 'x', status: 0 });
const serverFailure = new ApiError({ code: 'INTERNAL_ERROR', message: 'Internal', status: 500 });
const badGateway = new ApiError({ code: UNEXPECTED_RESPONSE, message: 'x', status: 502 });
const unreadableSuccess = new ApiError({ code: UNEXPECTED_RESPONSE, message: 'x', status: 200 });
const unreadableRefusal = new ApiError({ code: UNEXPECTED_RESPONSE, message: 'x', status: 418 });
const bug = new TypeError('undefined is not a function');

describe('a refusal the server explains', () => {
  const operations: AccountOperation[] = [
    'signIn',
    'signUp',
    'confirmEmail',
    'resendConfirmation',
    'requestPasswordReset',
    'completePasswordReset',
    'requestPhoneCode',
    'resendPhoneCode',
    'verifyPhoneCode',
  ];

  it.each(operations)('shows the server’s text, code and fields for %s', (operation) => {
    const error = new ApiError({
      code: 'TOO_MANY_REQUESTS',
      message: copy.errors.tooManyRequests,
      status: 429,
      fields: { email: 'x' },
    });

    expect(accountFailure(operation, error)).toEqual({
      message: copy.errors.tooManyRequests,
      code: 'TOO_MANY_REQUESTS',
      fields: { email: 'x' },
      clearPassword: false,
    });
  });

  it('says a link whose token the server cannot parse is invalid, in the link’s words', () => {
    const malformed = new ApiError({
      code: 'INVALID_REQUEST',
      message: copy.errors.invalidRequest,
      status: 400,
      fields: { token: 'Too small' },
    });

    expect(accountFailure('confirmEmail', malformed)).toMatchObject({
      message: copy.auth.confirmation.linkInvalid,
      code: 'CONFIRMATION_LINK_INVALID',
    });
    expect(accountFailure('completePasswordReset', malformed)).toMatchObject({
      message: copy.auth.password.linkInvalid,
      code: 'RESET_LINK_INVALID',
    });
  });
});

describe('a failure without the server’s words (docs/product.md §8 texts per operation)', () => {
  it.each<[AccountOperation, string]>([
    ['signIn', copy.auth.signIn.emailSignInFailed],
    ['signUp', copy.auth.signUp.profileCreateFailed],
    ['confirmEmail', copy.common.requestFailed],
    ['resendConfirmation', copy.auth.otp.magicLinkFailed],
    ['requestPasswordReset', copy.auth.password.resetEmailFailed],
    ['completePasswordReset', copy.auth.password.updateFailed],
    ['requestPhoneCode', copy.auth.otp.requestFailed],
    ['resendPhoneCode', copy.auth.otp.resendCodeFailed],
    ['verifyPhoneCode', copy.auth.signIn.phoneSignInFailed],
  ])('%s: the server failing says "%s"', (operation, text) => {
    for (const error of [serverFailure, badGateway]) {
      expect(accountFailure(operation, error)).toMatchObject({
        message: text,
        code: null,
        clearPassword: false,
      });
    }
  });

  it.each<[AccountOperation, string]>([
    ['signIn', copy.auth.signIn.unavailable],
    ['signUp', copy.auth.signUp.availabilityCheckFailed],
    ['confirmEmail', copy.common.requestFailed],
    ['resendConfirmation', copy.auth.otp.magicLinkFailed],
    ['requestPasswordReset', copy.auth.password.resetEmailFailed],
    ['completePasswordReset', copy.auth.password.updateFailed],
    ['requestPhoneCode', copy.auth.otp.requestFailed],
    ['resendPhoneCode', copy.auth.otp.resendCodeFailed],
    ['verifyPhoneCode', copy.auth.otp.verifyFailed],
  ])('%s: no answer at all says "%s"', (operation, text) => {
    expect(accountFailure(operation, networkFailure)).toMatchObject({
      message: text,
      code: null,
      clearPassword: false,
    });
  });

  it('sign-in: an unreadable answer or a bug says "Unable to process your request" and clears the password', () => {
    for (const error of [unreadableSuccess, unreadableRefusal, bug]) {
      expect(accountFailure('signIn', error)).toMatchObject({
        message: copy.common.requestFailed,
        clearPassword: true,
      });
    }
  });

  it('sign-in: an answer without a customer, or a session that cannot be read back', () => {
    expect(accountFailure('signIn', missingUserError(200)).message).toBe(
      copy.auth.signIn.noUserData,
    );
    expect(accountFailure('signIn', sessionUnavailableError(0)).message).toBe(
      copy.auth.signIn.customerFetchFailed,
    );
    expect(accountFailure('verifyPhoneCode', sessionUnavailableError(0)).message).toBe(
      copy.auth.signIn.customerFetchFailed,
    );
  });

  it('sign-up: a success answer that cannot be read says no user data was returned', () => {
    expect(accountFailure('signUp', unreadableSuccess).message).toBe(copy.auth.signUp.noUserData);
    expect(accountFailure('signUp', unreadableRefusal).message).toBe(
      copy.auth.signUp.profileCreateFailed,
    );
  });

  it('other operations fall back to their own text for anything unexpected', () => {
    expect(accountFailure('requestPhoneCode', bug).message).toBe(copy.auth.otp.requestFailed);
    expect(accountFailure('completePasswordReset', unreadableSuccess).message).toBe(
      copy.auth.password.updateFailed,
    );
  });
});
