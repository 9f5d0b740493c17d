import { describe, expect, it } from 'vitest';
import type { DomainError } from '#server/domain-error.ts';
import { httpStatusOf } from '#server/http/error-statuses.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountRefusal, sessionRefused, signInRefused } from './account-state.ts';

/** The refusal as the API answers it: its code, its text and the status of both. */
const answered = (error: DomainError) => ({
  code: error.code,
  statusCode: httpStatusOf(error),
  message: error.message,
});

const active = { isActive: true, deletedAt: null };
const confirmed = '2026-11-01T10:00:00.000Z';
const email = { requireConfirmedEmail: true };
const phone = { requireConfirmedEmail: false };

describe('who may sign in (docs/product.md §4 "After sign-in", §6)', () => {
  it('lets an active, non-deleted customer with a confirmed email in', () => {
    expect(accountRefusal({ customer: active, emailConfirmedAt: confirmed }, email)).toBeNull();
  });

  it('refuses a missing customer record', () => {
    expect(accountRefusal({ customer: null, emailConfirmedAt: confirmed }, email)).toBe(
      'CUSTOMER_MISSING',
    );
    expect(accountRefusal({ customer: undefined, emailConfirmedAt: null }, phone)).toBe(
      'CUSTOMER_MISSING',
    );
  });

  it('refuses a deleted customer, even an inactive or unconfirmed one', () => {
    const deleted = { isActive: false, deletedAt: '2026-11-02T10:00:00.000Z' };
    expect(accountRefusal({ customer: deleted, emailConfirmedAt: null }, email)).toBe(
      'ACCOUNT_DELETED',
    );
    expect(
      accountRefusal(
        { customer: { ...deleted, isActive: true }, emailConfirmedAt: confirmed },
        phone,
      ),
    ).toBe('ACCOUNT_DELETED');
  });

  it('refuses an inactive customer, even before the email question', () => {
    const inactive = { isActive: false, deletedAt: null };
    expect(accountRefusal({ customer: inactive, emailConfirmedAt: null }, email)).toBe(
      'ACCOUNT_INACTIVE',
    );
    expect(accountRefusal({ customer: inactive, emailConfirmedAt: confirmed }, phone)).toBe(
      'ACCOUNT_INACTIVE',
    );
  });

  it('requires a confirmed email for an email sign-in only', () => {
    expect(accountRefusal({ customer: active, emailConfirmedAt: null }, email)).toBe(
      'EMAIL_NOT_CONFIRMED',
    );
    expect(accountRefusal({ customer: active, emailConfirmedAt: null }, phone)).toBeNull();
  });

  it('answers each refused sign-in with 403 and its spec text', () => {
    const t = copy.auth.signIn;
    expect(answered(signInRefused('CUSTOMER_MISSING'))).toMatchObject({
      code: 'CUSTOMER_MISSING',
      statusCode: 403,
      message: 'Unable to retrieve customer data. Please contact support.',
    });
    expect(answered(signInRefused('ACCOUNT_DELETED'))).toMatchObject({
      statusCode: 403,
      message: 'Your account has been deleted. Please contact support.',
    });
    expect(answered(signInRefused('ACCOUNT_INACTIVE'))).toMatchObject({
      statusCode: 403,
      message: t.accountInactive,
    });
    expect(answered(signInRefused('EMAIL_NOT_CONFIRMED'))).toMatchObject({
      statusCode: 403,
      message: 'Please confirm your email address before signing in.',
    });
  });

  it('ends an open session of a refused customer with 401 and the signs-out text', () => {
    const text = 'Your account is inactive or has been deleted. Please contact support.';
    expect(answered(sessionRefused('ACCOUNT_DELETED'))).toMatchObject({
      code: 'ACCOUNT_DELETED',
      statusCode: 401,
      message: text,
    });
    expect(answered(sessionRefused('ACCOUNT_INACTIVE'))).toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      statusCode: 401,
      message: text,
    });
  });
});
