import { afterEach, describe, expect, it } from 'vitest';
import { copyFor } from '#shared/copy/catalogue.ts';
import { accountCopy, accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { followLocale, type Locale } from '#shared/copy/locale.ts';
import { DeleteConfirmationSchema } from './account.ts';
import { firstIssueMessage } from './field-errors.ts';

describe('account deletion is confirmed by typing DELETE exactly', () => {
  it('accepts DELETE', () => {
    expect(DeleteConfirmationSchema.safeParse('DELETE').success).toBe(true);
    expect(accountCopy.customer.deletion.confirmationWord).toBe('DELETE');
  });

  it.each(['delete', 'Delete', 'DELETE ', ' DELETE', 'DELET', '', undefined])(
    '%o says "Please type DELETE to confirm"',
    (input) => {
      expect(firstIssueMessage(DeleteConfirmationSchema.safeParse(input))).toBe(
        'Please type DELETE to confirm',
      );
    },
  );
});

describe('in French, the word is the French one', () => {
  let restore: (() => Locale) | undefined;
  afterEach(() => {
    if (restore) followLocale(restore);
    restore = undefined;
  });
  const speakFrench = () => {
    restore = followLocale(() => 'fr-CA');
  };
  const fr = copyFor('fr-CA');

  it('accepts SUPPRIMER and refuses DELETE, in French', () => {
    speakFrench();
    expect(accountCopyFor('fr-CA').customer.deletion.confirmationWord).toBe('SUPPRIMER');
    expect(DeleteConfirmationSchema.safeParse('SUPPRIMER').success).toBe(true);
    expect(firstIssueMessage(DeleteConfirmationSchema.safeParse('DELETE'))).toBe(
      fr.validation.deleteConfirmation,
    );
  });

  it('refuses SUPPRIMER in English', () => {
    expect(DeleteConfirmationSchema.safeParse('SUPPRIMER').success).toBe(false);
  });
});
