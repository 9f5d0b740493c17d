// The two drivers report a refused constraint differently (better-sqlite3: SqliteError with
// code 'SQLITE_CONSTRAINT_*'; pg: SQLSTATE class 23). Feature code asks these helpers instead,
// e.g. to answer "You've already played this week!" when the unique attempt index refuses.

export type ConstraintKind = 'unique' | 'foreign_key' | 'check' | 'not_null';

const sqliteCodes: Record<string, ConstraintKind> = {
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreign_key',
  SQLITE_CONSTRAINT_CHECK: 'check',
  SQLITE_CONSTRAINT_NOTNULL: 'not_null',
};

const postgresCodes: Record<string, ConstraintKind> = {
  '23505': 'unique',
  '23503': 'foreign_key',
  '23514': 'check',
  '23502': 'not_null',
};

interface DriverError {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
}

function asDriverError(error: unknown): DriverError | null {
  return typeof error === 'object' && error !== null ? (error as DriverError) : null;
}

/** Which kind of constraint refused the statement, or null when the error is something else. */
export function constraintViolation(error: unknown): ConstraintKind | null {
  const driverError = asDriverError(error);
  const code = driverError?.code;
  if (typeof code !== 'string') return null;
  // SQLite reports an ON DELETE RESTRICT refusal as a trigger constraint.
  if (
    code === 'SQLITE_CONSTRAINT_TRIGGER' &&
    String(driverError?.message).includes('FOREIGN KEY')
  ) {
    return 'foreign_key';
  }
  return sqliteCodes[code] ?? postgresCodes[code] ?? null;
}

export function isUniqueViolation(error: unknown): boolean {
  return constraintViolation(error) === 'unique';
}

/**
 * The name of the CHECK constraint that refused the statement (named table checks, such as
 * 'minute_ledger_tied_to_cause'), or null.
 *
 * @internal For the tests, which ask which named check refused a row (constraints.test.ts).
 */
export function violatedCheck(error: unknown): string | null {
  if (constraintViolation(error) !== 'check') return null;
  const driverError = asDriverError(error);
  if (typeof driverError?.constraint === 'string') return driverError.constraint;
  const message = typeof driverError?.message === 'string' ? driverError.message : '';
  return /^CHECK constraint failed: (\w+)$/.exec(message)?.[1] ?? null;
}
