// A French page's history tables write dates, times, amounts and durations as Québec does:
// "1er novembre 2026", "15 h" (never "15 h 00"), "57,49 $" (with no-break spaces), "2,1".
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { PurchaseHistoryTable } from './components/purchase-history-table.tsx';
import { UsageHistoryTable } from './components/usage-history-table.tsx';
import { testPurchases, testUsage } from '#tests/support/web/dashboard-server.ts';
import { onPagesIn } from '#tests/support/web/page-language.ts';

onPagesIn('fr-CA');

const cellsOf = (row: HTMLElement | undefined) =>
  within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the history tables on a French page', () => {
  it('show a purchase’s date and amount as Québec writes them', () => {
    render(<PurchaseHistoryTable purchases={testPurchases} loading={false} failed={false} />);
    const [, cashback, standard] = within(screen.getByRole('table')).getAllByRole('row');

    expect(cellsOf(cashback).slice(0, 4)).toEqual([
      '1er novembre 2026',
      accountCopyFor('fr-CA').purchase.monthlyCashback,
      '1',
      '0,00\u00a0$',
    ]);
    // Montréal's date, a decimal comma, and the dollar sign after a no-break space.
    expect(cellsOf(standard).slice(0, 4)).toEqual([
      '20 octobre 2026',
      'Standard',
      '25',
      '57,49\u00a0$',
    ]);
  });

  it('show a call’s start on the 24-hour clock and its length with a decimal comma', () => {
    render(<UsageHistoryTable usage={testUsage} loading={false} failed={false} />);
    const [, latest, unanswered] = within(screen.getByRole('table')).getAllByRole('row');

    expect(cellsOf(latest)).toEqual(['5 novembre 2026 à 15\u00a0h', '3', '2,1']);
    expect(cellsOf(unanswered)[0]).toBe('22 octobre 2026 à 10\u00a0h');
  });
});
