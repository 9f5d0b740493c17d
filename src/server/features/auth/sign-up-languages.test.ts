// Sign-up in the visitor's language, and the Terms French first (issue 10; Charter of the French
// Language s.55): the account keeps the language it was made in; the French Terms bind unless a
// visitor of the English site ticked the box choosing the English version, whose moment and
// wording are then kept.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFor } from '#shared/copy/catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const email = 'claire@example.com';

function signUp(language: 'en' | 'fr-CA', choice: { englishTermsChosen?: unknown } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: { 'accept-language': language },
    payload: { email, password: 'moonlit-tarot-42', adultConfirmed: true, ...choice },
  });
}

function recordedLanguages() {
  return t.database.kysely
    .selectFrom('customers')
    .select(['language', 'termsLanguage', 'englishTermsChosenAt', 'englishTermsWording'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

const frenchTerms = {
  termsLanguage: 'fr-CA',
  englishTermsChosenAt: null,
  englishTermsWording: null,
};

describe('signing up on the French site', () => {
  it('makes a French account that accepted the French Terms', async () => {
    expect((await signUp('fr-CA')).statusCode).toBe(201);
    expect(await recordedLanguages()).toEqual({ language: 'fr-CA', ...frenchTerms });
  });

  it('keeps the French Terms when the request claims the English choice, never offered there', async () => {
    expect((await signUp('fr-CA', { englishTermsChosen: true })).statusCode).toBe(201);
    expect(await recordedLanguages()).toEqual({ language: 'fr-CA', ...frenchTerms });
  });
});

describe('signing up on the English site', () => {
  it('makes an English account bound by the French Terms when the English ones were not chosen', async () => {
    expect((await signUp('en')).statusCode).toBe(201);
    expect(await recordedLanguages()).toEqual({ language: 'en', ...frenchTerms });
  });

  it('keeps the French Terms when the box was left unticked', async () => {
    expect((await signUp('en', { englishTermsChosen: false })).statusCode).toBe(201);
    expect(await recordedLanguages()).toEqual({ language: 'en', ...frenchTerms });
  });

  it('records the English Terms, the moment and the wording when the box was ticked', async () => {
    expect((await signUp('en', { englishTermsChosen: true })).statusCode).toBe(201);
    expect(await recordedLanguages()).toEqual({
      language: 'en',
      termsLanguage: 'en',
      englishTermsChosenAt: t.clock.now().toISOString(),
      englishTermsWording: copyFor('en').auth.signUp.englishTermsChoice,
    });
  });

  it('refuses a choice that is not a yes or a no, and creates no account', async () => {
    const res = await signUp('en', { englishTermsChosen: 'yes' });
    expect(res.statusCode).toBe(400);
    const customers = await t.database.kysely
      .selectFrom('customers')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(customers).toEqual([]);
  });
});
