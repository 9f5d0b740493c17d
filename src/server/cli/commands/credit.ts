// `credit add | remove <customer> <minutes> --reason <text>`: an operator's adjustment of a
// customer's minutes (a goodwill gift, a dropped call, a free package instead of a 100 % coupon).
// It is one 'adjustment' row in the minute ledger carrying the reason, written through the
// wallet with the balance in one transaction; a removal never takes the balance below zero.
import { ADJUSTMENT_MAX_MINUTES } from '#server/features/customers/service.ts';
import { UsageError, type CommandGroup } from '../command.ts';
import { defineCommand } from '../define-command.ts';
import { minutes } from '../format.ts';
import { parseWholeNumber } from '../values.ts';
import { balanceText, customerPositional, findCustomer } from './customer.ts';

const group = 'credit';

function adjustCommand(name: 'add' | 'remove') {
  const adding = name === 'add';
  return defineCommand({
    group,
    name,
    positionals: [
      customerPositional,
      {
        name: 'minutes',
        description: `how many minutes to ${adding ? 'add' : 'remove'}, 1 to ${ADJUSTMENT_MAX_MINUTES}`,
      },
    ],
    usageTail: '--reason <text>',
    summary: adding
      ? 'Add minutes to a customer, with the reason (kept in the ledger).'
      : 'Remove minutes from a customer (never below zero), with the reason.',
    options: {
      reason: {
        type: 'string',
        value: '<text>',
        description:
          'Why: kept with the adjustment in the ledger, which the customer sees in their data export.',
      },
    },
    examples: adding
      ? ['credit add demo@lumina-psychics.example 10 --reason "Dropped call with 4001 on 21 Nov"']
      : ['credit remove 5145550100 5 --reason "Duplicate goodwill credit of 21 Nov"'],
    async run({ args: [who = '', count = ''], options }, context, io) {
      const amount = parseWholeNumber(count, 'The minutes');
      if (options.reason === undefined) {
        throw new UsageError(
          `credit ${name} needs --reason <text>: it stays with the adjustment in the ledger.`,
        );
      }
      const reason = options.reason;
      const customer = await findCustomer(context, who);
      const adjusted = await context.customers.adjustMinutes(customer.id, {
        minutes: adding ? amount : -amount,
        reason,
      });
      const after = await findCustomer(context, customer.id);
      io.out(
        `${adding ? 'Added' : 'Removed'} ${minutes(amount)} ${adding ? 'to' : 'from'} ${customer.name} (${customer.email}): balance ${balanceText(after)}.`,
      );
      io.out(`Ledger entry ${adjusted.ledgerId}, reason: ${reason.trim()}`);
    },
  });
}

export const creditCommands: CommandGroup = {
  name: group,
  title: "Credit adjustments (a customer's minutes)",
  commands: [adjustCommand('add'), adjustCommand('remove')],
};
