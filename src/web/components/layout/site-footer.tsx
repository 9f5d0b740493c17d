// The minimal footer: the copyright line. Links, contacts and social links arrive with the
// layout issue.
import { copy } from '#shared/copy/catalogue.ts';

export function SiteFooter({ brandName }: { brandName: string | undefined }) {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto w-full max-w-6xl px-4 py-6 text-sm text-ink-muted sm:px-6">
        {brandName ? (
          <p>{copy.navigation.footer.copyright(new Date().getFullYear(), brandName)}</p>
        ) : null}
      </div>
    </footer>
  );
}
