// The reminder that readings are guidance and entertainment, for adults (our ethics, spec §1 18+).
import { copy } from '#shared/copy/catalogue.ts';

export function GuidanceNote() {
  return (
    <p className="max-w-3xl rounded-xl border border-line bg-surface p-4 text-sm text-ink-muted">
      {copy.content.common.guidanceNote}
    </p>
  );
}
