// How a command that did not do its job ends (./refusals.ts): a refusal is its message and exit
// code 1, with a pointer to the list command when the operator named something that does not
// exist; a mistake in the command line is followed by the usage; anything else is a fault,
// shown with its stack. The commands' own tests check the texts in context.
import { describe, expect, it } from 'vitest';
import { changeRefused, DomainError } from '#server/domain-error.ts';
import { UsageError } from './command.ts';
import { commandFailure } from './refusals.ts';

const usage = 'npm run admin -- promotion edit <id> [options]';

describe("a command's refusals and failures at the terminal", () => {
  it('a refusal of the rules is its message, with exit code 1', () => {
    expect(commandFailure(changeRefused('A promotion must end after it starts.'), usage)).toEqual({
      exitCode: 1,
      lines: ['A promotion must end after it starts.'],
    });
  });

  it.each([
    [
      'ADVISOR_NOT_FOUND',
      'No advisor has the extension 4999.',
      '"advisor list" shows every advisor.',
    ],
    [
      'ANNOUNCEMENT_NOT_FOUND',
      'No announcement id ends with 0123456789ab.',
      '"announcement list" shows every announcement.',
    ],
    ['COUPON_NOT_FOUND', 'No coupon has the code NOPE.', '"coupon list --all" shows every coupon.'],
    [
      'PROMOTION_NOT_FOUND',
      'No promotion id ends with 0123456789ab.',
      '"promotion list" shows every promotion.',
    ],
  ] as const)('%s points to the list command', (code, message, pointer) => {
    expect(commandFailure(new DomainError(code, message), usage)).toEqual({
      exitCode: 1,
      lines: [`${message} ${pointer}`],
    });
  });

  it('an unknown customer or game needs no pointer: the message says what to do', () => {
    const message = 'No customer has the email nobody@example.com.';
    expect(commandFailure(new DomainError('CUSTOMER_NOT_FOUND', message), usage).lines).toEqual([
      message,
    ]);
  });

  it("a refusal's second line follows its message", () => {
    const refusal = new DomainError('CHANGE_REFUSED', 'Refused.', { detail: 'Do this instead.' });
    expect(commandFailure(refusal, usage).lines).toEqual(['Refused.', 'Do this instead.']);
  });

  it('a mistake in the command line is followed by the usage', () => {
    expect(commandFailure(new UsageError('--end needs a value.'), usage)).toEqual({
      exitCode: 1,
      lines: ['--end needs a value.', `Usage: ${usage}`],
    });
  });

  it('anything else is a fault: the command failed, with the stack', () => {
    const fault = new TypeError('x is not a function');
    const failure = commandFailure(fault, usage);
    expect(failure.exitCode).toBe(1);
    expect(failure.lines).toEqual(['The command failed: x is not a function', fault.stack]);
    expect(commandFailure('a string', usage).lines).toEqual(['The command failed: a string']);
  });
});
