import { copy } from '#shared/copy/catalogue.ts';

/** Lets keyboard and screen-reader users jump past the header; hidden until focused. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent no-underline shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {copy.navigation.skipToContent}
    </a>
  );
}
