// The reminder that readings are guidance and entertainment, for adults (our ethics, docs/product.md §1 18+).
import { contentCopy } from '#shared/copy/content-catalogue.ts';

export function GuidanceNote() {
  return (
    <p className="max-w-3xl rounded-xl border border-line bg-surface p-4 text-sm text-ink-muted">
      {contentCopy.common.guidanceNote}
    </p>
  );
}
