// A catalogue text that may name the brand or a contact, resolved from the configuration.
import type { FactText } from '#shared/copy/en/content.ts';
import { resolveFactText, useSiteFacts } from '../site-facts.ts';

export function Fact({ text }: { text: FactText }) {
  return resolveFactText(text, useSiteFacts());
}
