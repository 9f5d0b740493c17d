// SQLite has no boolean type: those columns hold 0/1 there (with a CHECK), and the
// SqliteBooleanPlugin turns them back into booleans by column name. That list must never miss
// a column, so it is checked against the table types at compile time.
import type { SelectType } from 'kysely';
import type { DB } from './schema.ts';

type IsBoolean<T> = [NonNullable<T>] extends [never]
  ? false
  : [NonNullable<T>] extends [boolean]
    ? true
    : false;

type ColumnsWhere<Table, Wanted extends boolean> = {
  [Column in keyof Table]-?: IsBoolean<SelectType<Table[Column]>> extends Wanted ? Column : never;
}[keyof Table];

/** Every column name (camelCase, as results carry it) that is boolean in some table. */
export type BooleanColumnName = { [T in keyof DB]: ColumnsWhere<DB[T], true> }[keyof DB] & string;

type NonBooleanColumnName = { [T in keyof DB]: ColumnsWhere<DB[T], false> }[keyof DB] & string;

/**
 * A Record over the union: leaving a boolean column out, or naming one that is not boolean,
 * fails to compile.
 */
export const booleanColumns: Readonly<Record<BooleanColumnName, true>> = {
  emailNotifications: true,
  isActive: true,
  isIcCall: true,
  isListed: true,
  signedIn: true,
  firstPurchaseOnly: true,
  won: true,
  granted: true,
};

// Results are converted by column name alone, so a name must be boolean in every table that has
// it. If this line fails to compile, rename the column that is boolean in one table only.
type Expect<T extends true> = T;
type _NoNameIsBothBooleanAndNot = Expect<
  [BooleanColumnName & NonBooleanColumnName] extends [never] ? true : false
>;
