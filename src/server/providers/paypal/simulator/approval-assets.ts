// The approval page's stylesheet and its one script, served as same-origin files because the
// content security policy allows no inline script (http/security-headers.ts). The script runs
// on the page shown after the buyer's choice: in a popup opened by the SDK stand-in it posts the
// result to the opener (our own origin only) and closes; in a tab of its own it goes back to the
// merchant's page.

export const checkoutStylesheet = `
:root { color-scheme: light; font-family: "Helvetica Neue", Arial, sans-serif; color: #001c64; }
body { margin: 0; min-height: 100vh; background: #f5f7fa; display: flex; justify-content: center; align-items: flex-start; }
.card { box-sizing: border-box; width: 100%; max-width: 28rem; margin: 2rem 1rem; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0, 28, 100, 0.12); }
.wordmark { margin: 0; font-size: 1.6rem; font-weight: 800; font-style: italic; color: #003087; }
.notice { margin: 0.5rem 0 1rem; padding: 0.5rem 0.75rem; border-radius: 6px; background: #fff4ce; color: #5c4400; font-size: 0.85rem; }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
dl { display: grid; grid-template-columns: 1fr auto; row-gap: 0.35rem; margin: 0 0 1rem; }
dt { color: #515354; }
dd { margin: 0; padding-left: 1rem; text-align: right; }
.total { font-weight: 700; font-size: 1.1rem; border-top: 1px solid #d9dde3; padding-top: 0.35rem; }
.payer { font-size: 0.9rem; color: #515354; margin: 0 0 1rem; }
fieldset { border: 1px solid #d9dde3; border-radius: 8px; margin: 0 0 1.25rem; padding: 0.5rem 0.75rem 0.75rem; }
legend { font-weight: 700; padding: 0 0.25rem; }
fieldset label { display: flex; gap: 0.5rem; align-items: center; padding: 0.25rem 0; }
.actions { display: grid; gap: 0.75rem; }
button { font: inherit; font-weight: 700; border-radius: 999px; padding: 0.75rem 1rem; cursor: pointer; }
button.primary { background: #0070e0; color: #fff; border: 0; }
button.secondary { background: #fff; color: #0070e0; border: 2px solid #0070e0; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #ffbf00; outline-offset: 2px; }
a { color: #0070e0; }
`;

export const checkoutReturnScript = `(function () {
  'use strict';
  var data = document.body.dataset;
  var opener = null;
  try { opener = window.opener; } catch (error) { opener = null; }
  if (opener && !opener.closed && data.mode !== 'redirect') {
    opener.postMessage(
      { source: 'sim-paypal-checkout', result: data.result, orderID: data.orderId, payerID: data.payerId || null },
      window.location.origin
    );
    window.setTimeout(function () { window.close(); }, 150);
  } else if (data.returnUrl) {
    window.location.replace(data.returnUrl);
  }
})();
`;
