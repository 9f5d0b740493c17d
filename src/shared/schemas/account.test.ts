import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { DeleteConfirmationSchema } from './account.ts';
import { firstIssueMessage } from './field-errors.ts';

describe('account deletion is confirmed by typing DELETE exactly', () => {
  it('accepts DELETE', () => {
    expect(DeleteConfirmationSchema.safeParse('DELETE').success).toBe(true);
    expect(copy.customer.deletion.confirmationWord).toBe('DELETE');
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
