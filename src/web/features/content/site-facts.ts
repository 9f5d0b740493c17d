// The brand and contacts the content pages name. They are configuration (docs/product.md §10.1), so
// they come from GET /api/config, never from the code; until it answers there are none, and a
// text that needs them waits.
import { useMemo } from 'react';
import type { FactText, SiteFacts } from '#shared/copy/en/content.ts';
import { formatServicePhone } from '#shared/format/display.ts';
import { usePublicConfig } from '#web/lib/public-config.ts';

export function useSiteFacts(): SiteFacts | null {
  const config = usePublicConfig().data;
  return useMemo(
    () =>
      config
        ? {
            brand: config.brandName,
            email: config.supportEmail,
            phone: formatServicePhone(config.servicePhone),
            address: config.businessAddress,
          }
        : null,
    [config],
  );
}

/** The text itself, or null while a text that names the brand or a contact has no facts yet. */
export function resolveFactText(text: FactText, facts: SiteFacts | null): string | null {
  if (typeof text === 'string') return text;
  return facts ? text(facts) : null;
}
