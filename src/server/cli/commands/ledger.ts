// `ledger check`: every customer's balance against the sum of their minute ledger, which the
// wallet keeps equal in every transaction (src/server/features/wallet/service.ts). A difference
// means something changed a balance outside the wallet (a hand-written UPDATE, a restore gone
// wrong): each one is listed and the exit code is 1; otherwise one line says all is well. Part of
// the restore drill (docs/operations.md). Reads only.
import { CheckFailed, UsageError, type AdminCommand, type CommandGroup } from '../command.ts';
import { table } from '../format.ts';

const thousands = (count: number) => count.toLocaleString('en-CA');

const check: AdminCommand = {
  name: 'check',
  arguments: '',
  summary:
    "Check every customer's balance against the sum of their ledger (exit code 1 if any differ).",
  async run(args, context, io) {
    if (args.length > 0) throw new UsageError('check takes no arguments.');
    const { customers, mismatches } = await context.checkLedger();
    if (mismatches.length === 0) {
      io.out(
        customers === 1
          ? 'The one balance matches its ledger.'
          : `All ${thousands(customers)} balances match their ledger.`,
      );
      return;
    }
    const rows = mismatches.map((row) => [
      row.customerId,
      row.email,
      String(row.credits),
      String(row.ledgerSum),
    ]);
    for (const line of table([['CUSTOMER', 'EMAIL', 'BALANCE', 'LEDGER SUM'], ...rows])) {
      io.out(line);
    }
    const differ =
      mismatches.length === 1 ? 'balance differs from its' : 'balances differ from their';
    throw new CheckFailed(
      `${thousands(mismatches.length)} ${differ} ledger, of ${thousands(customers)}: the balance changed outside the wallet. Find the cause before changing anything ("customer find <id>" shows the ledger).`,
    );
  },
};

export const ledgerCommands: CommandGroup = {
  name: 'ledger',
  title: 'The minute ledger',
  commands: [check],
};
