// Account deletion confirmation (docs/product.md §4, §5): the customer types the confirmation word exactly.
import * as z from 'zod/mini';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';

/**
 * Case-sensitive and untrimmed: "delete" or "DELETE " do not confirm. The word is the one of the
 * current language (DELETE, SUPPRIMER in French), read when the confirmation is checked.
 */
export const DeleteConfirmationSchema = z
  .string({ error: () => copy.validation.deleteConfirmation })
  .check(
    z.refine((typed) => typed === accountCopy.customer.deletion.confirmationWord, {
      error: () => copy.validation.deleteConfirmation,
    }),
  );
