// A section's anchor in the address (/terms#weekly-game) from its catalogue key (weeklyGame).
export function sectionAnchor(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
