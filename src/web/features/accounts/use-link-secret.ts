// The secret an email link brought to this page (lib/link-secrets.ts took it out of the address
// before anything else ran), or null; the component renders again when one arrives later (a
// link opened in a tab already on the page) or is forgotten.
import { useSyncExternalStore } from 'react';
import type { EmailLink } from '#shared/api/email-links.ts';
import { heldLinkSecret, subscribeToLinkSecrets } from '#web/lib/link-secrets.ts';

export function useLinkSecret(link: EmailLink): string | null {
  return useSyncExternalStore(
    subscribeToLinkSecrets,
    () => heldLinkSecret(link),
    () => null,
  );
}
