// The start of an advisor's description, as their profile page's meta description carries it
// (written by the server into the page, and by the page itself once it runs): about what a
// search engine shows of a description, cut at a word and marked with an ellipsis.
const summaryLength = 150;

export function descriptionSummary(text: string, length = summaryLength): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
