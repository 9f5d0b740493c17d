// The advisors', the banner's and the announcement's texts are written in English and in French.
// Québec's Charter of the French Language wants French no less available than English. While a
// French text is missing, a French page shows an advisor's English text (marked as English), but
// no promotion or announcement at all (decision 039); the commands say which: a column in the
// lists, a line in `show`, and a warning (stderr) after a command that leaves a French text missing.
import { oneLine } from './format.ts';

/** What French pages do while a French text is missing: show the English, or nothing. */
export type WithoutFrench = 'english' | 'hidden';

const onFrenchPages: Record<WithoutFrench, string> = {
  english: 'French pages show the English instead',
  hidden: 'French pages do not show it until then (English pages do)',
};

/** What a French text reads as in `show` when it is missing. */
export const missingFrenchText = (without: WithoutFrench) =>
  without === 'english'
    ? '- (missing: French pages show the English)'
    : '- (missing: French pages do not show it)';

/** The FRENCH column of a list: the text on one line, or "missing". */
export const frenchColumn = (text: string | null, max: number) =>
  text === null ? 'missing' : oneLine(text, max);

/** The French texts one record lacks: what each is called and the option that sets it. */
export interface MissingFrench {
  text: string;
  option: string;
}

/**
 * "Warning: promotion 0123456789ab has no French message: French pages do not show it until then
 * (English pages do). Add it with --message-fr <text> (…)."; null when nothing is missing.
 */
export function missingFrenchWarning(
  subject: string,
  missing: readonly MissingFrench[],
  without: WithoutFrench,
): string | null {
  if (missing.length === 0) return null;
  const texts = missing.map((m) => m.text).join(' and ');
  const options = missing.map((m) => `${m.option} <text>`).join(' and ');
  const them = missing.length === 1 ? 'it' : 'them';
  return `Warning: ${subject} has no French ${texts}: ${onFrenchPages[without]}. Add ${them} with ${options} (the Charter of the French Language wants French as available as English).`;
}

/** One warning for the records of a list still to show that lack French; null when none. */
export function missingFrenchInListWarning(
  kind: { one: string; many: string },
  shortIds: readonly string[],
  editCommand: string,
  without: WithoutFrench,
): string | null {
  if (shortIds.length === 0) return null;
  const subject =
    shortIds.length === 1
      ? `${kind.one} ${shortIds[0] ?? ''} has`
      : `${shortIds.length} ${kind.many} (${shortIds.join(', ')}) have`;
  return `Warning: ${subject} no complete French version, and ${onFrenchPages[without]}: "${editCommand}" adds it.`;
}
