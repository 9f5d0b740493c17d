// The footer's social links (docs/product.md §2): Facebook, Twitter, Instagram, each only when configured;
// nothing at all when none is.
import type { PublicConfig } from '#shared/api/public-config.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { ExternalLink } from './external-link.tsx';

const networks = ['facebook', 'twitter', 'instagram'] as const;

export function FooterSocial({ links }: { links: PublicConfig['socialLinks'] }) {
  const configured = networks.flatMap((network) => {
    const href = links[network];
    return href ? [{ network, href }] : [];
  });
  if (configured.length === 0) return null;

  return (
    <div>
      <h2 className="font-display text-lg font-semibold text-ink">
        {copy.navigation.footer.social}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {configured.map(({ network, href }) => (
          <li key={network}>
            <ExternalLink
              href={href}
              className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-ink-muted no-underline hover:border-accent hover:text-accent"
            >
              {copy.navigation.footer[network]}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
