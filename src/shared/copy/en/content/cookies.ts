// /cookies: the Cookie Policy. What the product stores in the browser: the session cookie
// (decision 007), local-storage flags for the account notice, the acknowledged announcements
// and the cookie choice (docs/product.md §9), and analytics only after consent (Law 25: off by default).
import type { ContentSections, LegalDocument, SiteFacts } from './types.ts';

export const cookies = {
  description:
    'The cookies and browser storage we use: one session cookie to keep you signed in, flags for notices you closed, and analytics only with your consent.',
  updated: 'Last updated: November 26, 2026',
  intro: [
    (facts: SiteFacts) =>
      `This policy explains the cookies and similar technologies ${facts.brand} uses, and how you control them. We keep them to a minimum, and tracking is off by default.`,
  ],
  sections: {
    necessary: {
      heading: 'Strictly necessary: the session cookie',
      paragraphs: [
        'When you sign in, we set one cookie that keeps you signed in. It holds a random identifier, not your personal information; scripts on the page cannot read it, and it is sent only to our site. It lasts 30 days from your last visit, or until you sign out.',
        'The site cannot work without this cookie, so it does not need your consent.',
      ],
    },
    localStorage: {
      heading: 'Local storage: notices you have seen',
      paragraphs: [
        'Your browser’s local storage keeps a few flags so that we do not show you the same message twice:',
      ],
      items: [
        'that you closed the notice about accounts and prepaid minutes;',
        'which platform announcements you acknowledged with “Got it”;',
        'your cookie choice.',
      ],
      closing: [
        'These flags stay on your device, are never sent to us and contain no personal information. Clearing your browser’s data for this site removes them.',
      ],
    },
    analytics: {
      heading: 'Analytics: only with your consent',
      paragraphs: [
        'With your permission, we use an analytics tag to count visits, sign-ups and purchases and to understand how the site is used. It is off by default: no analytics script loads until you accept it, and if you decline, the site works exactly the same.',
        'Analytics providers may set their own cookies and process data outside Québec, as our Privacy Policy explains.',
      ],
    },
    chat: {
      heading: 'Help chat',
      paragraphs: [
        'When our help chat is available, it is provided by a third-party service that may store what it needs to keep your conversation going.',
      ],
    },
    choice: {
      heading: 'Changing your choice',
      paragraphs: [
        'You can change your mind at any time: select “Cookie settings” at the bottom of any page to accept or decline analytics.',
        'You can also block or delete cookies in your browser’s settings. If you block the session cookie, you will not be able to sign in.',
      ],
    },
  } satisfies ContentSections,
} satisfies LegalDocument;
