// The cookie choice lives in the visitor's browser (localStorage, src/web/lib/consent/), so the
// page shell the server renders (docs/decisions/022) cannot know whether to show the consent
// bar: it draws the bar, marked as drawn without knowing. This one-line script, in the page's
// head, runs before anything is painted and marks <html> when a choice is stored; app.css then
// hides the shell's bar, so a returning visitor never sees it flash. Once the app runs, it
// shows or hides the bar itself. The content security policy allows exactly this script, by
// its hash (src/server/http/security-headers.ts).

/** Where the choice is kept (localStorage). */
export const consentStorageKey = 'cookie_consent';

/** On <html>: a choice is stored. */
export const consentChosenAttribute = 'data-consent-chosen';

/** On the shell's consent bar: drawn by the server, which cannot know the choice. */
export const consentUnknownAttribute = 'data-consent-unknown';

export const consentMarkerScript = `try{localStorage.getItem(${JSON.stringify(consentStorageKey)})&&document.documentElement.setAttribute(${JSON.stringify(consentChosenAttribute)},"")}catch(e){}`;
