import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFor } from '#shared/copy/catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { preferredLocale } from './request-locale.ts';

describe('the language of a request', () => {
  it('takes the first of French or English the browser prefers', () => {
    expect(preferredLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr-CA');
    expect(preferredLocale('en-US,en;q=0.9,fr;q=0.5')).toBe('en');
    expect(preferredLocale('de-DE,de;q=0.9,en;q=0.7,fr;q=0.8')).toBe('fr-CA');
    expect(preferredLocale('fr-FR')).toBe('fr-CA');
    expect(preferredLocale('EN-gb')).toBe('en');
  });

  it('finds no preference when neither language is named, or only refused (q=0)', () => {
    expect(preferredLocale(undefined)).toBeNull();
    expect(preferredLocale('')).toBeNull();
    expect(preferredLocale('de-DE,es;q=0.5')).toBeNull();
    expect(preferredLocale('en;q=0,fr;q=0')).toBeNull();
    expect(preferredLocale('*')).toBeNull();
  });
});

describe('answers in the request’s language', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const notFound = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers }).then((res) => res.json());

  it('in French when the browser prefers neither language', async () => {
    expect(await notFound({ 'accept-language': 'de-DE' })).toMatchObject({
      error: { code: 'NOT_FOUND', message: copyFor('fr-CA').errors.notFound },
    });
  });

  it('in the browser’s language, unless the visitor chose the other one', async () => {
    expect(await notFound({ 'accept-language': 'en-CA' })).toMatchObject({
      error: { message: copyFor('en').errors.notFound },
    });
    expect(
      await notFound({ 'accept-language': 'en-CA', cookie: 'lumina_lang=fr-CA' }),
    ).toMatchObject({ error: { message: copyFor('fr-CA').errors.notFound } });
    expect(await notFound({ 'accept-language': 'fr-CA', cookie: 'lumina_lang=xx' })).toMatchObject({
      error: { message: copyFor('fr-CA').errors.notFound },
    });
  });

  it('keeps concurrent requests in their own languages', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        notFound({ 'accept-language': i % 2 === 0 ? 'fr-CA' : 'en' }),
      ),
    );
    answers.forEach((answer, i) => {
      expect(answer.error.message).toBe(copyFor(i % 2 === 0 ? 'fr-CA' : 'en').errors.notFound);
    });
  });
});
