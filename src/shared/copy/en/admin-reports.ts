// The back office's reports page (/admin/reports, docs/decisions/046) and the names of its CSV
// downloads. Amounts go through formatCad (src/shared/pricing/money.ts), dates through
// src/shared/format/display.ts; the page passes them in formatted.
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// Made when first used: a page's first Intl formatter costs tens of milliseconds
// (docs/decisions/023), and the back office's other pages never use these.
let numberFormat: Intl.NumberFormat | undefined;
let rateFormat: Intl.NumberFormat | undefined;
const rateOptions: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
};

export const adminReports = {
  title: 'Reports',
  /** On the back office's home page. */
  homeSection: 'Sales with the GST and QST to remit, minutes owed and talked, advisors’ payouts.',
  /** The CSV downloads' names, before the period: "sales-2026-10-01-2026-10-31.csv". */
  csvFileNames: { sales: 'sales', payouts: 'payouts' },
  /** 1234 → "1,234". */
  number: (value: number) => (numberFormat ??= new Intl.NumberFormat('en-US')).format(value),
  /** A payout rate in hundredths of a cent a minute: 3525 → "$0.3525". */
  ratePerMinute: (hundredthsOfCent: number) =>
    (rateFormat ??= new Intl.NumberFormat('en-US', rateOptions)).format(hundredthsOfCent / 10_000),
  /** A week's bucket, given its Monday formatted. */
  weekOf: (monday: string) => `Week of ${monday}`,
  /** A month's bucket (month 1–12). */
  month: (year: number, month: number) => `${months[month - 1] ?? month} ${year}`,
  period: {
    legend: 'Period',
    preset: 'Period',
    presets: {
      thisMonth: 'This month',
      lastMonth: 'Last month',
      thisQuarter: 'This quarter',
      custom: 'Custom range',
    },
    from: 'First day',
    to: 'Last day',
    by: 'Group by',
    granularities: { day: 'Day', week: 'Week', month: 'Month' },
    apply: 'Show the reports',
    fromRequired: 'Enter the first day.',
    toRequired: 'Enter the last day.',
    order: 'The last day must be on or after the first day.',
    tooLong: (days: number) => `A period is at most ${days} days long.`,
    /** Announced when the reports of a period are shown. */
    showing: (from: string, to: string) => `Reports from ${from} to ${to}.`,
    badAddress: 'The period in the address is not valid: showing this month instead.',
  },
  chart: 'Chart',
  /** Under a chart: the same figures are in the table below it. */
  chartTableNote: 'The table below gives the same figures.',
  empty: 'Nothing in this period.',
  total: 'Total',
  loading: 'Loading the report…',
  columns: {
    bucket: 'Period',
    advisor: 'Advisor',
    extension: 'Extension',
    calls: 'Calls',
    minutes: 'Minutes',
  },
  sales: {
    title: 'Sales',
    chartTitle: 'Amount paid, taxes included, per period',
    stackBy: 'Stack the chart by',
    stackByMethod: 'Payment method',
    stackByPackage: 'Package',
    taxesCaption: 'GST and QST for the period’s returns',
    tax: 'Tax',
    collected: 'Collected',
    refunded: 'Refunded',
    net: 'Net',
    gst: 'GST',
    qst: 'QST',
    amountPaid: 'Amount paid (taxes included)',
    linesCaption: 'Sales per period, package and payment method',
    columns: {
      package: 'Package',
      method: 'Payment method',
      orders: 'Orders',
      price: 'Price',
      discount: 'Discount',
      gst: 'GST',
      qst: 'QST',
      total: 'Total paid',
      refunds: 'Refunds',
      refunded: 'Refunded',
      refundedGst: 'GST refunded',
      refundedQst: 'QST refunded',
    },
    paymentMethods: { paypal: 'PayPal', interac: 'Interac' },
    downloadCsv: 'Download the sales CSV',
  },
  outstanding: {
    title: 'Prepaid minutes outstanding',
    intro:
      'The minutes customers hold now, whatever the period: what is owed to them. Counted in minutes, as balances mix paid, free, bonus and cashback minutes.',
    minutes: 'Minutes held by open accounts',
    customers: 'Open accounts holding minutes',
    deletedMinutes: 'Minutes left on deleted accounts',
    deletedAccounts: 'Deleted accounts with minutes',
  },
  minutesTalked: {
    title: 'Minutes talked',
    chartTitle: 'Billed minutes per period, by advisor',
    advisorsCaption: 'Billed minutes per advisor',
    linesCaption: 'Billed minutes per period and advisor',
  },
  payouts: {
    title: 'Advisors’ payouts',
    caption: 'What each advisor earned: billed minutes at the rate in force on each call’s day',
    rates: 'Minutes at each rate',
    atRate: (rate: string, from: string, minutes: string) =>
      `${minutes} min at ${rate} (from ${from})`,
    unrated: 'Minutes without a rate (not paid)',
    payout: 'Payout',
    downloadCsv: 'Download the payouts CSV',
  },
  coupons: {
    title: 'Coupon use',
    caption: 'Coupons used on orders completed in the period',
    code: 'Code',
    source: 'Source',
    sources: { operator: 'Created by an operator', tarot: 'Tarot game prize' } as Record<
      string,
      string
    >,
    uses: 'Uses',
    discount: 'Discounts',
    bonusMinutes: 'Bonus minutes',
  },
  tarot: {
    title: 'Tarot game',
    caption: 'Weekly tarot game plays and wins per period',
    plays: 'Plays',
    wins: 'Wins',
  },
  cashback: {
    title: 'Monthly cashback',
    caption: 'Cashback granted per period',
    grants: 'Grants',
    minutes: 'Cashback minutes',
  },
  newCustomers: {
    title: 'New customers',
    chartTitle: 'Accounts opened per period',
    caption: 'Accounts opened per period',
    count: 'New accounts',
  },
};
