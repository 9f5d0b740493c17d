// Every entity of the product spec (§3), with the constraints that protect money and identity.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes, digitsCheck } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const { schema } = db;

  // ---- Customers and how they sign in -------------------------------------------------------

  await schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn(...t.date('birth_date'))
    .addColumn(...t.boolean('email_notifications', (c) => c.notNull().defaultTo(false)))
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...t.boolean('is_active', (c) => c.notNull().defaultTo(true)))
    .addColumn(...t.timestamp('deleted_at'))
    .addColumn(...t.timestamp('anonymized_at'))
    .addColumn(...t.timestamp('last_connected_at'))
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('updated_at', (c) => c.notNull()))
    .addUniqueConstraint('customers_email_key', ['email'])
    .addCheckConstraint('customers_email_lower_case', sql`email = lower(email)`)
    .addCheckConstraint('customers_credits_non_negative', sql`credits >= 0`)
    .execute();

  await schema
    .createTable('customer_phone_numbers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('verified_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addUniqueConstraint('customer_phone_numbers_phone_key', ['phone'])
    .addCheckConstraint('customer_phone_numbers_phone_digits', digitsCheck('phone', 10))
    .execute();
  await schema
    .createIndex('customer_phone_numbers_customer_idx')
    .on('customer_phone_numbers')
    .columns(['customer_id', 'created_at'])
    .execute();

  await schema
    .createTable('credentials')
    .addColumn('customer_id', 'text', (c) =>
      c.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('email_confirmed_at'))
    .addColumn(...t.timestamp('password_changed_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('updated_at', (c) => c.notNull()))
    .execute();

  await schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('last_seen_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('expires_at', (c) => c.notNull()))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addUniqueConstraint('sessions_token_hash_key', ['token_hash'])
    .execute();
  await schema.createIndex('sessions_customer_idx').on('sessions').column('customer_id').execute();
  await schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await schema
    .createTable('one_time_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('expires_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('consumed_at'))
    .addCheckConstraint(
      'one_time_codes_purpose',
      sql`purpose in ('phone_sign_in', 'phone_add', 'email_confirmation', 'password_reset')`,
    )
    .addCheckConstraint('one_time_codes_attempts_non_negative', sql`attempts >= 0`)
    .addCheckConstraint('one_time_codes_expires_after_created', sql`expires_at > created_at`)
    .execute();
  await schema
    .createIndex('one_time_codes_lookup_idx')
    .on('one_time_codes')
    .columns(['purpose', 'target', 'created_at'])
    .execute();

  // ---- Advisors ------------------------------------------------------------------------------

  await schema
    .createTable('advisors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('extension', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo('female'))
    .addColumn('photo_path', 'text')
    .addColumn('greeting_audio_path', 'text')
    .addColumn('phone', 'text')
    .addColumn('avail_time_str', 'text', (c) => c.notNull())
    .addColumn(...t.boolean('is_ic_call', (c) => c.notNull().defaultTo(false)))
    .addColumn(...t.boolean('is_listed', (c) => c.notNull().defaultTo(true)))
    .addColumn(...t.boolean('signed_in', (c) => c.notNull().defaultTo(false)))
    .addColumn(...t.timestamp('signed_in_changed_at'))
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('updated_at', (c) => c.notNull()))
    .addUniqueConstraint('advisors_extension_key', ['extension'])
    .addUniqueConstraint('advisors_phone_key', ['phone'])
    .addCheckConstraint('advisors_extension_positive', sql`extension > 0`)
    .addCheckConstraint('advisors_gender', sql`gender in ('female', 'male')`)
    .addCheckConstraint('advisors_phone_digits', digitsCheck('phone', 10))
    .execute();

  await schema
    .createTable('advisor_schedule_slots')
    .addColumn('advisor_id', 'text', (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    .addColumn('day_of_week', 'integer', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('from_time', 'text', (c) => c.notNull())
    .addColumn('to_time', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('advisor_schedule_slots_pkey', ['advisor_id', 'day_of_week', 'slot'])
    .addCheckConstraint('advisor_schedule_slots_day', sql`day_of_week between 0 and 6`)
    .addCheckConstraint('advisor_schedule_slots_slot', sql`slot in (1, 2)`)
    .addCheckConstraint(
      'advisor_schedule_slots_times',
      sql`(from_time = 'Varies' or from_time like '__:__') and (to_time = 'Varies' or to_time like '__:__')`,
    )
    .execute();

  // ---- Calls (credit usage) ------------------------------------------------------------------

  await schema
    .createTable('calls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('restrict'),
    )
    .addColumn('advisor_id', 'text', (c) =>
      c.notNull().references('advisors.id').onDelete('restrict'),
    )
    .addColumn('provider_call_sid', 'text', (c) => c.notNull())
    .addColumn('dial_call_sid', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reserved_minutes', 'integer', (c) => c.notNull())
    .addColumn(...t.timestamp('dialed_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('call_start'))
    .addColumn(...t.timestamp('call_end'))
    .addColumn('duration_seconds', 'integer')
    .addColumn('minutes_used', 'integer')
    .addColumn(...t.timestamp('settled_at'))
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addUniqueConstraint('calls_provider_call_sid_key', ['provider_call_sid'])
    .addCheckConstraint(
      'calls_status',
      sql`status in ('dialing', 'completed', 'unanswered', 'failed')`,
    )
    .addCheckConstraint(
      'calls_amounts_non_negative',
      sql`reserved_minutes >= 0 and (duration_seconds is null or duration_seconds >= 0) and (minutes_used is null or minutes_used >= 0)`,
    )
    .execute();
  // Two callers can never be put through to one advisor at once.
  await schema
    .createIndex('calls_one_dialing_per_advisor')
    .unique()
    .on('calls')
    .column('advisor_id')
    .where(sql<boolean>`status = 'dialing'`)
    .execute();
  await schema
    .createIndex('calls_customer_idx')
    .on('calls')
    .columns(['customer_id', 'created_at'])
    .execute();

  // ---- Coupons, payments, purchases and the minute ledger ------------------------------------

  await schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn(...t.boolean('is_active', (c) => c.notNull()))
    .addColumn(...t.timestamp('expires_at'))
    .addColumn('max_uses', 'integer')
    .addColumn(...t.boolean('first_purchase_only', (c) => c.notNull().defaultTo(false)))
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('restrict'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addUniqueConstraint('coupons_code_key', ['code'])
    .addCheckConstraint('coupons_code_upper_case', sql`code = upper(code) and length(code) > 0`)
    .addCheckConstraint(
      'coupons_type',
      sql`type in ('percentage_off', 'bonus_minutes', 'percentage_bonus_minutes')`,
    )
    .addCheckConstraint(
      'coupons_value',
      sql`value > 0 and (type = 'bonus_minutes' or value <= 100)`,
    )
    .addCheckConstraint('coupons_max_uses_positive', sql`max_uses is null or max_uses > 0`)
    .addCheckConstraint('coupons_source', sql`source in ('operator', 'tarot')`)
    .execute();
  await schema.createIndex('coupons_customer_idx').on('coupons').column('customer_id').execute();

  await schema
    .createTable('payment_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('restrict'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text')
    .addColumn('provider_capture_id', 'text')
    .addColumn('bundle_id', 'text', (c) => c.notNull())
    .addColumn('coupon_id', 'text', (c) => c.references('coupons.id').onDelete('restrict'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('gst_cents', 'integer', (c) => c.notNull())
    .addColumn('qst_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('CAD'))
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('gift_minutes', 'integer', (c) => c.notNull())
    .addColumn('bonus_minutes', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('updated_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('completed_at'))
    .addUniqueConstraint('payment_orders_provider_order_key', ['provider', 'provider_order_id'])
    .addUniqueConstraint('payment_orders_provider_capture_key', ['provider_capture_id'])
    .addCheckConstraint('payment_orders_provider', sql`provider in ('paypal', 'interac')`)
    .addCheckConstraint('payment_orders_currency', sql`currency = 'CAD'`)
    .addCheckConstraint(
      'payment_orders_status',
      sql`status in ('created', 'approved', 'pending', 'completed', 'failed', 'cancelled', 'refunded')`,
    )
    .addCheckConstraint(
      'payment_orders_amounts',
      sql`price_cents >= 0 and discount_cents >= 0 and discount_cents <= price_cents and gst_cents >= 0 and qst_cents >= 0`,
    )
    .addCheckConstraint(
      'payment_orders_total',
      sql`total_cents = price_cents - discount_cents + gst_cents + qst_cents`,
    )
    .addCheckConstraint(
      'payment_orders_minutes',
      sql`minutes > 0 and gift_minutes >= 0 and bonus_minutes >= 0`,
    )
    .addCheckConstraint(
      'payment_orders_completed_at',
      sql`status <> 'completed' or completed_at is not null`,
    )
    .execute();
  await schema
    .createIndex('payment_orders_customer_idx')
    .on('payment_orders')
    .columns(['customer_id', 'created_at'])
    .execute();
  await schema
    .createIndex('payment_orders_status_idx')
    .on('payment_orders')
    .columns(['status', 'created_at'])
    .execute();

  await schema
    .createTable('purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('restrict'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payment_order_id', 'text', (c) =>
      c.references('payment_orders.id').onDelete('restrict'),
    )
    .addColumn('bundle_name', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('cashback_month', 'text')
    .addColumn(...t.timestamp('purchased_at', (c) => c.notNull()))
    // An order yields one purchase; monthly cashback is granted once per customer per month.
    .addUniqueConstraint('purchases_payment_order_key', ['payment_order_id'])
    .addUniqueConstraint('purchases_cashback_month_key', ['customer_id', 'cashback_month'])
    .addCheckConstraint('purchases_kind', sql`kind in ('package', 'cashback')`)
    .addCheckConstraint(
      'purchases_kind_fields',
      sql`(kind = 'package' and payment_order_id is not null and cashback_month is null) or (kind = 'cashback' and payment_order_id is null and cashback_month is not null and cashback_month like '____-__')`,
    )
    .addCheckConstraint('purchases_amounts', sql`minutes > 0 and amount_cents >= 0`)
    .execute();
  await schema
    .createIndex('purchases_customer_idx')
    .on('purchases')
    .columns(['customer_id', 'purchased_at'])
    .execute();

  await schema
    .createTable('minute_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('restrict'),
    )
    .addColumn('delta_minutes', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('purchase_id', 'text', (c) => c.references('purchases.id').onDelete('restrict'))
    .addColumn('call_id', 'text', (c) => c.references('calls.id').onDelete('restrict'))
    .addColumn('note', 'text')
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addCheckConstraint(
      'minute_ledger_reason',
      sql`reason in ('purchase', 'gift', 'coupon_bonus', 'cashback', 'call', 'refund', 'adjustment')`,
    )
    .addCheckConstraint('minute_ledger_balance_non_negative', sql`balance_after >= 0`)
    .addCheckConstraint(
      'minute_ledger_delta_sign',
      sql`(reason in ('purchase', 'gift', 'coupon_bonus', 'cashback') and delta_minutes > 0) or (reason in ('call', 'refund') and delta_minutes < 0) or (reason = 'adjustment' and delta_minutes <> 0)`,
    )
    .addCheckConstraint(
      'minute_ledger_tied_to_cause',
      sql`(reason in ('purchase', 'gift', 'coupon_bonus', 'cashback', 'refund') and purchase_id is not null and call_id is null) or (reason = 'call' and call_id is not null and purchase_id is null) or (reason = 'adjustment' and note is not null and length(trim(note)) > 0)`,
    )
    // A purchase credits each kind of minutes once, and a call is billed once.
    .addUniqueConstraint('minute_ledger_purchase_reason_key', ['purchase_id', 'reason'])
    .addUniqueConstraint('minute_ledger_call_reason_key', ['call_id', 'reason'])
    .execute();
  await schema
    .createIndex('minute_ledger_customer_idx')
    .on('minute_ledger')
    .columns(['customer_id', 'created_at'])
    .execute();

  await schema
    .createTable('coupon_uses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('coupon_id', 'text', (c) =>
      c.notNull().references('coupons.id').onDelete('restrict'),
    )
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('restrict'),
    )
    .addColumn('payment_order_id', 'text', (c) =>
      c.notNull().references('payment_orders.id').onDelete('restrict'),
    )
    .addColumn(...t.timestamp('used_at', (c) => c.notNull()))
    .addUniqueConstraint('coupon_uses_payment_order_key', ['payment_order_id'])
    .execute();
  await schema
    .createIndex('coupon_uses_coupon_customer_idx')
    .on('coupon_uses')
    .columns(['coupon_id', 'customer_id'])
    .execute();

  // ---- Weekly tarot game ---------------------------------------------------------------------

  await schema
    .createTable('tarot_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('arcana', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('tarot_cards_name_key', ['name'])
    .addUniqueConstraint('tarot_cards_position_key', ['position'])
    .addCheckConstraint('tarot_cards_arcana', sql`arcana in ('major', 'minor')`)
    .execute();

  await schema
    .createTable('tarot_games')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn(...t.date('week_start', (c) => c.notNull()))
    .addColumn(...t.date('week_end', (c) => c.notNull()))
    .addColumn(...t.boolean('is_active', (c) => c.notNull()))
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addUniqueConstraint('tarot_games_week_start_key', ['week_start'])
    .addCheckConstraint('tarot_games_week_order', sql`week_end >= week_start`)
    .execute();

  await schema
    .createTable('tarot_layouts')
    .addColumn('game_id', 'text', (c) =>
      c.notNull().references('tarot_games.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('card_id', 'text', (c) =>
      c.notNull().references('tarot_cards.id').onDelete('restrict'),
    )
    .addPrimaryKeyConstraint('tarot_layouts_pkey', ['game_id', 'customer_id', 'position'])
    .addCheckConstraint('tarot_layouts_position', sql`position between 0 and 8`)
    .execute();

  await schema
    .createTable('tarot_game_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) =>
      c.notNull().references('tarot_games.id').onDelete('restrict'),
    )
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('restrict'),
    )
    .addColumn('first_card_id', 'text', (c) => c.notNull().references('tarot_cards.id'))
    .addColumn('second_card_id', 'text', (c) => c.notNull().references('tarot_cards.id'))
    .addColumn('third_card_id', 'text', (c) => c.notNull().references('tarot_cards.id'))
    .addColumn(...t.boolean('won', (c) => c.notNull()))
    .addColumn('coupon_id', 'text', (c) => c.references('coupons.id').onDelete('restrict'))
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    // One attempt per customer per game, whatever the number of requests or instances.
    .addUniqueConstraint('tarot_game_attempts_game_customer_key', ['game_id', 'customer_id'])
    .addCheckConstraint('tarot_game_attempts_coupon_iff_won', sql`won = (coupon_id is not null)`)
    .execute();
  await schema
    .createIndex('tarot_game_attempts_customer_idx')
    .on('tarot_game_attempts')
    .columns(['customer_id', 'created_at'])
    .execute();

  // ---- Site content and messages -------------------------------------------------------------

  await schema
    .createTable('promotions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn(...t.boolean('is_active', (c) => c.notNull()))
    .addColumn(...t.timestamp('start_date', (c) => c.notNull()))
    .addColumn(...t.timestamp('end_date', (c) => c.notNull()))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('link_url', 'text')
    .addColumn('background_color', 'text')
    .addColumn('text_color', 'text')
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addCheckConstraint('promotions_period', sql`end_date > start_date`)
    .execute();
  await schema
    .createIndex('promotions_active_idx')
    .on('promotions')
    .columns(['is_active', 'start_date'])
    .execute();

  await schema
    .createTable('platform_announcements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn(...t.boolean('is_active', (c) => c.notNull()))
    .addColumn(...t.timestamp('start_at'))
    .addColumn(...t.timestamp('end_at'))
    .addColumn('severity', 'text', (c) => c.notNull().defaultTo('info'))
    .addColumn('title', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addCheckConstraint(
      'platform_announcements_severity',
      sql`severity in ('info', 'warning', 'critical')`,
    )
    .addCheckConstraint(
      'platform_announcements_period',
      sql`start_at is null or end_at is null or end_at > start_at`,
    )
    .execute();
  await schema
    .createIndex('platform_announcements_active_idx')
    .on('platform_announcements')
    .columns(['is_active', 'start_at'])
    .execute();

  await schema
    .createTable('outbox_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addColumn(...t.timestamp('sent_at'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('provider_message_id', 'text')
    .addCheckConstraint(
      'outbox_messages_channel_fields',
      sql`(channel = 'email' and subject is not null) or (channel = 'sms' and subject is null and html is null)`,
    )
    .addCheckConstraint('outbox_messages_attempts_non_negative', sql`attempts >= 0`)
    .execute();
  await schema
    .createIndex('outbox_messages_created_idx')
    .on('outbox_messages')
    .column('created_at')
    .execute();
  // The sender's queue: unsent messages, oldest first.
  await schema
    .createIndex('outbox_messages_unsent_idx')
    .on('outbox_messages')
    .column('created_at')
    .where(sql<boolean>`sent_at is null`)
    .execute();
}
