// What an advisor's spoken description says when there is no recorded greeting (DECISIONS.md
// 19): the name, the extension to key in, then the description.

/** Synthesis time grows with the text; a description is a few sentences, this bounds the rest. */
const maxSpokenCharacters = 1200;

export function spokenDescription(advisor: {
  name: string;
  extension: number;
  description: string;
}): string {
  // Digit by digit ("four zero zero one"), as the caller will key it in.
  const extension = String(advisor.extension).split('').join(' ');
  const text = `${advisor.name}, extension ${extension}. ${advisor.description}`
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxSpokenCharacters) return text;
  // Cut at the last full sentence that fits.
  const cut = text.slice(0, maxSpokenCharacters);
  const end = cut.lastIndexOf('. ');
  return end > 0 ? cut.slice(0, end + 1) : cut;
}
