// `coupon list | show | add | edit | activate | deactivate`: the codes customers type on the
// purchase page. Codes are upper-cased and unique; a percentage_off stays under 100 % (a $0 order
// cannot be paid, docs/decisions/012-payments.md). Type and value never change once a code is
// out: a new offer is a new code. Times are read and shown on Montréal's clock.
import {
  OPERATOR_COUPON_MAX_USES,
  unknownCoupon,
  type CouponChanges,
  type CouponListing,
} from '#server/features/coupons/service.ts';
import type { CouponType } from '#server/db/tables/coupons.ts';
import { couponTypes } from '#shared/pricing/coupon-effect.ts';
import { UsageError, type CommandGroup } from '../command.ts';
import type { AdminContext } from '../context.ts';
import { defineCommand, type PositionalSpec } from '../define-command.ts';
import { businessEndOrDash, businessTimeOrDash, facts, table } from '../format.ts';
import { isNone, NONE, parseChoice, parseWhen, parseWholeNumber, parseYesNo } from '../values.ts';

const group = 'coupon';
const UNLIMITED = 'unlimited';
/** Uses per customer when `coupon add` is not told: one, the safe choice for an offer. */

const codePositional: PositionalSpec = {
  name: 'code',
  description: 'the coupon code, e.g. SPRING10',
};

/** "25 % off", "10 bonus minutes", "10 % of the package in bonus minutes". */
export function couponValueText(coupon: { type: CouponType; value: number }): string {
  switch (coupon.type) {
    case 'percentage_off':
      return `${coupon.value} % off`;
    case 'bonus_minutes':
      return `${coupon.value} bonus minute${coupon.value === 1 ? '' : 's'}`;
    case 'percentage_bonus_minutes':
      return `${coupon.value} % bonus minutes`;
  }
}

function state(coupon: CouponListing, now: Date): string {
  if (!coupon.isActive) return 'inactive';
  if (coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= now.getTime()) return 'expired';
  return 'active';
}

const usesPerCustomer = (maxUses: number | null) =>
  maxUses === null ? UNLIMITED : `${maxUses} per customer`;

async function findCoupon(context: AdminContext, code: string): Promise<CouponListing> {
  const coupon = await context.coupons.findByCode(code);
  if (!coupon) throw unknownCoupon(code.trim().toUpperCase());
  return coupon;
}

function summaryLine(coupon: CouponListing, now: Date): string {
  const terms = [
    couponValueText(coupon),
    usesPerCustomer(coupon.maxUses),
    coupon.firstPurchaseOnly ? 'first purchase only' : null,
    coupon.expiresAt === null
      ? 'never expires'
      : `usable until ${businessEndOrDash(coupon.expiresAt)} (Montréal)`,
  ].filter(Boolean);
  return `${coupon.code}: ${terms.join(', ')}; ${state(coupon, now)}.`;
}

const limitOptions = {
  expires: {
    type: 'string',
    value: '<when>',
    description: `Last day 2026-12-31 (usable to its end), "2026-12-31 18:00" (Montréal time) or ${NONE}.`,
  },
  'max-uses': {
    type: 'string',
    value: `<n>|${UNLIMITED}`,
    description: `Uses per customer (add: ${OPERATOR_COUPON_MAX_USES} unless given).`,
  },
  'first-purchase-only': {
    type: 'string',
    value: 'yes|no',
    description: 'Only for a customer with no completed purchase yet (default no).',
  },
} as const;

function limitChanges(
  options: { expires?: string; 'max-uses'?: string; 'first-purchase-only'?: string },
  now: Date,
): CouponChanges {
  const changes: CouponChanges = {};
  if (options.expires !== undefined) {
    changes.expiresAt = isNone(options.expires)
      ? null
      : parseWhen(options.expires, '--expires', { now, dayMeans: 'end' });
  }
  const maxUses = options['max-uses'];
  if (maxUses !== undefined) {
    changes.maxUses =
      maxUses.trim().toLowerCase() === UNLIMITED ? null : parseWholeNumber(maxUses, '--max-uses');
  }
  const firstPurchaseOnly = options['first-purchase-only'];
  if (firstPurchaseOnly !== undefined) {
    changes.firstPurchaseOnly = parseYesNo(firstPurchaseOnly, '--first-purchase-only');
  }
  return changes;
}

const listCommand = defineCommand({
  group,
  name: 'list',
  positionals: [],
  usageTail: '[--all]',
  summary: "List operators' coupons and their uses (--all: tarot prizes too).",
  options: {
    all: { type: 'boolean', description: "Include the tarot game's prizes." },
  },
  examples: ['coupon list', 'coupon list --all'],
  async run({ options }, context, io) {
    const coupons = await context.coupons.list({ includePrizes: options.all === true });
    if (coupons.length === 0) {
      io.out(options.all ? 'No coupons yet.' : 'No coupons yet (--all includes tarot prizes).');
      return;
    }
    const now = context.clock.now();
    const header = ['CODE', 'VALUE', 'STATE', 'UNTIL (MONTRÉAL)', 'USES PER CUSTOMER'];
    const rows = coupons.map((coupon) => [
      coupon.code,
      couponValueText(coupon),
      state(coupon, now),
      businessEndOrDash(coupon.expiresAt),
      usesPerCustomer(coupon.maxUses),
      coupon.firstPurchaseOnly ? 'yes' : 'no',
      String(coupon.uses),
      ...(options.all ? [coupon.source] : []),
    ]);
    const columns = [...header, 'FIRST PURCHASE ONLY', 'USED', ...(options.all ? ['SOURCE'] : [])];
    for (const line of table([columns, ...rows])) io.out(line);
  },
});

const showCommand = defineCommand({
  group,
  name: 'show',
  positionals: [codePositional],
  summary: 'Show one coupon and how often it was used.',
  options: {},
  examples: ['coupon show WELCOME25'],
  async run({ args: [code = ''] }, context, io) {
    const coupon = await findCoupon(context, code);
    const now = context.clock.now();
    io.out(summaryLine(coupon, now));
    const lines = facts([
      ['Type', `${coupon.type} ${coupon.value}`],
      ['State', state(coupon, now)],
      [
        'Usable until',
        coupon.expiresAt === null
          ? 'no expiry'
          : `${businessEndOrDash(coupon.expiresAt)} (Montréal)`,
      ],
      ['Uses per customer', coupon.maxUses === null ? UNLIMITED : String(coupon.maxUses)],
      ['First purchase only', coupon.firstPurchaseOnly ? 'yes' : 'no'],
      ['For', coupon.customerId === null ? 'anyone' : `customer ${coupon.customerId} only`],
      ['Source', coupon.source],
      ['Used', `${coupon.uses} time${coupon.uses === 1 ? '' : 's'} (completed purchases)`],
      ['Created', `${businessTimeOrDash(coupon.createdAt)} (Montréal)`],
    ]);
    for (const line of lines) io.out(`  ${line}`);
  },
});

const addCommand = defineCommand({
  group,
  name: 'add',
  positionals: [{ name: 'code', description: 'the new code, e.g. SPRING10 (upper-cased)' }],
  usageTail: '--type <type> --value <n>',
  summary: 'Add a coupon (1 use per customer by default); --help shows the options.',
  options: {
    type: {
      type: 'string',
      value: couponTypes.join('|'),
      description:
        'percentage_off: % off the price (1-99); bonus_minutes: minutes added; percentage_bonus_minutes: % of the package minutes added.',
    },
    value: { type: 'string', value: '<n>', description: 'The percent or the minutes.' },
    ...limitOptions,
  },
  examples: [
    'coupon add SPRING10 --type percentage_off --value 10 --expires 2027-04-30',
    'coupon add BONUS5 --type bonus_minutes --value 5 --max-uses unlimited',
    'coupon add FIRST15 --type percentage_off --value 15 --first-purchase-only yes',
  ],
  async run({ args: [code = ''], options }, context, io) {
    if (options.type === undefined) {
      throw new UsageError(`coupon add needs --type ${couponTypes.join('|')}.`);
    }
    if (options.value === undefined) {
      throw new UsageError('coupon add needs --value <n>: the percent or the minutes.');
    }
    const now = context.clock.now();
    const type = parseChoice(options.type, '--type', couponTypes);
    const value = parseWholeNumber(options.value, '--value');
    const limits = limitChanges(options, now);
    const created = await context.coupons.create(
      { maxUses: OPERATOR_COUPON_MAX_USES, ...limits, code, type, value, source: 'operator' },
      undefined,
      context.contentAudit.coupon.created,
    );
    io.out(`Added ${summaryLine({ ...created, uses: 0 }, now)}`);
  },
});

const editCommand = defineCommand({
  group,
  name: 'edit',
  positionals: [codePositional],
  usageTail: '[options]',
  summary: "Change a coupon's expiry, uses per customer or first-purchase rule.",
  options: limitOptions,
  examples: [
    'coupon edit SPRING10 --expires 2027-05-31',
    `coupon edit BONUS5 --max-uses 2 --expires ${NONE}`,
  ],
  async run({ args: [code = ''], options }, context, io) {
    const now = context.clock.now();
    const changes = limitChanges(options, now);
    if (Object.keys(changes).length === 0) {
      throw new UsageError(
        'coupon edit needs at least one change: --expires, --max-uses or --first-purchase-only. Type and value stay: a new offer is a new code.',
      );
    }
    await findCoupon(context, code);
    await context.coupons.update(code, changes, context.contentAudit.coupon.changed(changes));
    io.out(`Updated ${summaryLine(await findCoupon(context, code), now)}`);
  },
});

function switchCommand(name: 'activate' | 'deactivate') {
  const isActive = name === 'activate';
  return defineCommand({
    group,
    name,
    positionals: [codePositional],
    summary: isActive
      ? 'Let customers use a coupon again.'
      : 'Stop a coupon: customers are told it is invalid.',
    options: {},
    examples: [`coupon ${name} SPRING10`],
    async run({ args: [code = ''] }, context, io) {
      const now = context.clock.now();
      const found = await findCoupon(context, code);
      if (found.isActive === isActive) {
        io.out(`${found.code} was already ${isActive ? 'active' : 'inactive'}; nothing changed.`);
        return;
      }
      await context.coupons.update(
        code,
        { isActive },
        context.contentAudit.coupon.changed({ isActive }),
      );
      io.out(`Updated ${summaryLine(await findCoupon(context, code), now)}`);
    },
  });
}

export const couponCommands: CommandGroup = {
  name: group,
  title: 'Coupons',
  commands: [
    listCommand,
    showCommand,
    addCommand,
    editCommand,
    switchCommand('activate'),
    switchCommand('deactivate'),
  ],
};
