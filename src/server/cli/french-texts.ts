// The banner's and the announcement's texts are written in English and in French. Québec's
// Charter of the French Language wants French no less available than English, and a French page
// shows the English while the French is missing, so the commands say so: a column in the lists,
// a line in `show`, and a warning (stderr) after a command that leaves a French text missing.
import { oneLine } from './format.ts';

/** What a French text reads as in `show` when it is missing. */
export const MISSING_FRENCH = '- (missing: French pages show the English)';

/** The FRENCH column of a list: the text on one line, or "missing". */
export const frenchColumn = (text: string | null, max: number) =>
  text === null ? 'missing' : oneLine(text, max);

/** The French texts one record lacks: what each is called and the option that sets it. */
export interface MissingFrench {
  text: string;
  option: string;
}

/**
 * "Warning: promotion 0123456789ab has no French message: French pages show the English one. Add
 * it with --message-fr <text> (…)."; null when nothing is missing.
 */
export function missingFrenchWarning(
  subject: string,
  missing: readonly MissingFrench[],
): string | null {
  if (missing.length === 0) return null;
  const texts = missing.map((m) => m.text).join(' and ');
  const options = missing.map((m) => `${m.option} <text>`).join(' and ');
  const them = missing.length === 1 ? 'it' : 'them';
  return `Warning: ${subject} has no French ${texts}: French pages show the English instead. Add ${them} with ${options} (the Charter of the French Language wants French as available as English).`;
}

/** One warning for the records of a list still to show that lack French; null when none. */
export function missingFrenchInListWarning(
  kind: { one: string; many: string },
  shortIds: readonly string[],
  editCommand: string,
): string | null {
  if (shortIds.length === 0) return null;
  const subject =
    shortIds.length === 1
      ? `${kind.one} ${shortIds[0] ?? ''} has`
      : `${shortIds.length} ${kind.many} (${shortIds.join(', ')}) have`;
  return `Warning: ${subject} no complete French version, and French pages show the English instead: "${editCommand}" adds it.`;
}
