// The body of a catalogue section: its paragraphs, an optional bulleted list, closing paragraphs.
// A text waiting for the configuration (it names a contact) is left out until it arrives.
import type { ContentSection, FactText } from '#shared/copy/en/content.ts';
import { resolveFactText, useSiteFacts } from '../site-facts.ts';

export function SectionBody({
  section,
}: {
  section: Pick<ContentSection, 'paragraphs' | 'items' | 'closing'>;
}) {
  const facts = useSiteFacts();
  const texts = (list: readonly FactText[] | undefined) =>
    (list ?? []).flatMap((text) => {
      const resolved = resolveFactText(text, facts);
      return resolved === null ? [] : [resolved];
    });
  const items = texts(section.items);

  return (
    <div className="flex flex-col gap-4 text-ink">
      {texts(section.paragraphs).map((text) => (
        <p key={text}>{text}</p>
      ))}
      {items.length > 0 ? (
        <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-accent">
          {items.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {texts(section.closing).map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
