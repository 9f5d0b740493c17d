// The two third-party scripts a deployment may configure (docs/product.md §7), each injected once, async:
// - Google Tag Manager, only after the visitor accepts analytics (Québec Law 25: tracking is
//   off by default), never before and never after a refusal. It reads window.dataLayer, where
//   analytics.ts has been collecting events all along without sending anything anywhere.
// - The chat/help widget, whatever the cookie choice: it is a support channel (docs/product.md §1), not
//   tracking.
// The server's content security policy allows exactly these origins when they are configured.
// Neither ever sees an email link's secret: it leaves the address before they load
// (lib/link-secrets.ts).
import { useEffect } from 'react';
import { usePublicConfig } from '#web/lib/public-config.ts';
import { useConsent } from '#web/lib/consent/consent-context.tsx';
import { pushDataLayerEvent } from '#web/lib/analytics.ts';
import { takeLinkSecretFromAddress } from '#web/lib/link-secrets.ts';

const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

type ScriptKind = 'tag-manager' | 'chat-widget';
const markerAttribute = 'data-third-party';

function findScript(kind: ScriptKind): HTMLScriptElement | null {
  return document.querySelector<HTMLScriptElement>(`script[${markerAttribute}="${kind}"]`);
}

function injectScript(kind: ScriptKind, src: string): void {
  if (findScript(kind)) return;
  // main.tsx has already done it; this makes sure, whatever the order of start-up, that no
  // third-party script is ever loaded while an email link's secret is in the address.
  takeLinkSecretFromAddress();
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.setAttribute(markerAttribute, kind);
  document.head.append(script);
}

export function isTagManagerLoaded(): boolean {
  return findScript('tag-manager') !== null;
}

/** Google Tag Manager's own snippet, without an inline script (the CSP allows none). */
export function loadTagManager(containerId: string): void {
  if (isTagManagerLoaded()) return;
  pushDataLayerEvent({ event: 'gtm.js', 'gtm.start': Date.now() });
  injectScript('tag-manager', `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(containerId)}`);
}

export function loadChatWidget(url: string): void {
  injectScript('chat-widget', url);
}

/**
 * Loads what the configuration names, as the cookie choice allows. A visitor who withdraws
 * consent after the tag manager started gets the page reloaded: a running script cannot be
 * unloaded, and the reloaded page no longer loads it.
 */
export function useThirdPartyScripts(): void {
  const config = usePublicConfig().data;
  const tagManagerId = config?.tagManagerId ?? null;
  const chatWidgetUrl = config?.chatWidgetUrl ?? null;
  const analytics = useConsent().record?.analytics ?? null;

  useEffect(() => {
    if (chatWidgetUrl) loadChatWidget(chatWidgetUrl);
  }, [chatWidgetUrl]);

  useEffect(() => {
    if (!tagManagerId) return;
    if (analytics === 'accepted') loadTagManager(tagManagerId);
    else if (analytics === 'refused' && isTagManagerLoaded()) window.location.reload();
  }, [tagManagerId, analytics]);
}
