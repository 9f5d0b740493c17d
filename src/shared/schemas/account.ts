// Account deletion confirmation (spec §4, §5): the customer types the confirmation word exactly.
import * as z from 'zod/mini';
import { copy } from '#shared/copy/catalogue.ts';

/** Case-sensitive and untrimmed: "delete" or "DELETE " do not confirm. */
export const DeleteConfirmationSchema = z.literal(copy.customer.deletion.confirmationWord, {
  error: copy.validation.deleteConfirmation,
});
