// The JS SDK stand-in the browser loads from /sim/paypal/sdk/js in simulated mode, in place of
// https://www.paypal.com/sdk/js. It defines what @paypal/react-paypal-js 10.5.2 uses of
// `window.paypal` (PayPalScriptProvider waits for the namespace; PayPalButtons calls
// `Buttons(props)`, `isEligible()`, `render(container)`, `updateProps({message})`, `close()`,
// and `onInit`'s enable/disable), so the same React code runs here and against PayPal.
//
// The drawn button ("Pay with PayPal") calls `createOrder`, then opens the approval page in a
// popup (opened at the click, as PayPal does, so blockers let it through) and waits for the
// page's message: approve → `onApprove({orderID, payerID})`, cancel or a closed popup →
// `onCancel({orderID})`; failures → `onError(err)`. With popups blocked, the approval page opens
// in this tab and comes back to this page's path with `?token=<order id>&PayerID=<payer id>`
// (`?token=<order id>` alone after a cancel); when the buttons render again there they call
// onApprove / onCancel once for that order (also available as `hasReturned()` / `resume()`).
//
// Browser code: typechecked with the web project (DOM types), bundled by esbuild into one
// ES2017 script (../sdk-script.ts) that the stand-in serves as a static file. It imports
// nothing; its settings (paths, texts, version) are written in at build time. Styles are set
// through element.style from this same-origin script, which the content security policy allows.

import type { SdkSettings } from '../sdk-settings.ts';

/** Written in by the build (../sdk-script.ts). */
declare const SIM_PAYPAL_SDK_SETTINGS: SdkSettings;

interface ButtonStyle {
  color?: string;
  shape?: string;
  height?: number;
  borderRadius?: number;
  disableMaxWidth?: boolean;
}

/** The props @paypal/react-paypal-js hands to `Buttons` (only what the stand-in reads). */
interface ButtonsOptions {
  fundingSource?: string;
  style?: ButtonStyle;
  createOrder?: (data: { paymentSource: string }, actions: unknown) => unknown;
  onApprove?: (data: ApproveData, actions: unknown) => unknown;
  onCancel?: (data: { orderID: string }, actions: unknown) => unknown;
  onError?: (error: Error) => unknown;
  onClick?: (data: { fundingSource: string }, actions: unknown) => unknown;
  onInit?: (data: object, actions: unknown) => unknown;
  [other: string]: unknown;
}

interface ApproveData {
  orderID: string;
  payerID: string | null;
  paymentID: null;
  billingToken: null;
  facilitatorAccessToken: string;
  paymentSource: string;
}

/** The approval page's message to its opener (../approval-assets.ts). */
interface CheckoutMessage {
  source?: unknown;
  orderID?: unknown;
  result?: unknown;
  payerID?: string | null;
}

type Outcome = 'approved' | 'cancelled';

const settings = SIM_PAYPAL_SDK_SETTINGS;
const script = document.currentScript as HTMLScriptElement | null;
const namespace = (script && script.getAttribute('data-namespace')) || 'paypal';
const origin =
  script && script.src ? new URL(script.src, window.location.href).origin : window.location.origin;
const checkoutUrl = origin + settings.checkoutPath;
const returnMarker = 'sim-paypal:redirected:';
const messageSource = 'sim-paypal-checkout';
const gold = ['#ffc439', '#111111'] as const;
const palettes: Readonly<Record<string, readonly [string, string]>> = {
  gold,
  blue: ['#0070ba', '#ffffff'],
  silver: ['#eeeeee', '#111111'],
  white: ['#ffffff', '#111111'],
  black: ['#2c2e2f', '#ffffff'],
};

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

function storage(action: 'set' | 'remove' | 'get', key: string): string | null {
  try {
    const store = window.sessionStorage;
    if (action === 'set') store.setItem(key, '1');
    else if (action === 'remove') store.removeItem(key);
    else return store.getItem(key);
  } catch {
    return null;
  }
  return null;
}

function styleButton(button: HTMLButtonElement, style: ButtonStyle) {
  const palette = (style.color !== undefined && palettes[style.color]) || gold;
  const css = button.style;
  css.display = 'block';
  css.boxSizing = 'border-box';
  css.width = '100%';
  css.maxWidth = style.disableMaxWidth ? 'none' : '750px';
  css.minHeight = String(typeof style.height === 'number' ? style.height : 45) + 'px';
  css.padding = '0 16px';
  css.borderRadius =
    style.shape === 'pill'
      ? '999px'
      : style.shape === 'sharp'
        ? '0'
        : String(typeof style.borderRadius === 'number' ? style.borderRadius : 4) + 'px';
  css.border = style.color === 'white' ? '1px solid #555555' : '0';
  css.background = palette[0];
  css.color = palette[1];
  css.fontFamily = '"Helvetica Neue", Arial, sans-serif';
  css.fontSize = '16px';
  css.fontWeight = '700';
  css.cursor = 'pointer';
}

function Buttons(initialOptions?: ButtonsOptions) {
  const options: ButtonsOptions = {};
  let wrapper: HTMLDivElement | null = null;
  let button: HTMLButtonElement | null = null;
  let closed = false;
  let disabled = false;
  let busy = false;
  Object.assign(options, initialOptions || {});

  function report(error: unknown) {
    if (typeof options.onError === 'function') options.onError(toError(error));
    else if (window.console) window.console.error(error);
  }

  function setBusy(value: boolean) {
    busy = value;
    if (!button) return;
    button.disabled = busy || disabled;
    button.setAttribute('aria-busy', busy ? 'true' : 'false');
  }

  function unsupported(name: string) {
    return () =>
      Promise.reject(
        new Error('The PayPal stand-in does not ' + name + ' in the browser: do it on the server.'),
      );
  }

  function approveActions(orderID: string) {
    return {
      order: {
        capture: unsupported('capture orders'),
        authorize: unsupported('authorize orders'),
        get: unsupported('read orders'),
        patch: unsupported('update orders'),
      },
      redirect: (url: string) => {
        window.location.assign(url);
      },
      restart: () => {
        openCheckout(null, orderID);
      },
    };
  }

  function finish(result: Outcome, orderID: string, payerID: string | null | undefined) {
    setBusy(false);
    if (closed) return;
    if (result === 'approved') {
      if (typeof options.onApprove !== 'function') return;
      const data: ApproveData = {
        orderID,
        payerID: payerID || null,
        paymentID: null,
        billingToken: null,
        facilitatorAccessToken: 'A21AA-sim',
        paymentSource: 'paypal',
      };
      let outcome: unknown;
      try {
        outcome = options.onApprove(data, approveActions(orderID));
      } catch (error) {
        report(error);
        return;
      }
      Promise.resolve(outcome).catch(report);
    } else if (typeof options.onCancel === 'function') {
      options.onCancel(
        { orderID },
        {
          redirect: (url?: string) => {
            if (url) window.location.assign(url);
          },
        },
      );
    }
  }

  function watch(popup: Window, orderID: string) {
    let settled = false;
    let timer: number | null = null;
    function done(result: Outcome, payerID?: string | null) {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      if (timer !== null) window.clearInterval(timer);
      finish(result, orderID, payerID);
    }
    function onMessage(event: MessageEvent<CheckoutMessage | null>) {
      if (event.origin !== origin || event.source !== popup) return;
      const data = event.data;
      if (!data || data.source !== messageSource || data.orderID !== orderID) return;
      done(data.result === 'approved' ? 'approved' : 'cancelled', data.payerID);
    }
    window.addEventListener('message', onMessage);
    timer = window.setInterval(() => {
      if (!popup.closed) return;
      if (timer !== null) window.clearInterval(timer);
      timer = null;
      // A message posted just before the popup closed may still be on its way.
      window.setTimeout(() => {
        done('cancelled');
      }, 500);
    }, 300);
  }

  function openCheckout(popup: Window | null, orderID: string) {
    const url = checkoutUrl + '?token=' + encodeURIComponent(orderID);
    if (popup === null) {
      try {
        popup = window.open(
          url + '&mode=popup',
          'sim-paypal-checkout',
          'popup=yes,width=480,height=720',
        );
      } catch {
        popup = null;
      }
      if (popup) {
        watch(popup, orderID);
        return;
      }
    } else if (!popup.closed) {
      popup.location.href = url + '&mode=popup';
      watch(popup, orderID);
      return;
    } else {
      finish('cancelled', orderID, null);
      return;
    }
    // Popups are blocked: the approval page in this tab, then back to this page.
    storage('set', returnMarker + orderID);
    window.location.assign(
      url + '&mode=redirect&return=' + encodeURIComponent(window.location.pathname),
    );
  }

  function createOrder(): Promise<string> {
    if (typeof options.createOrder !== 'function') {
      return Promise.reject(new Error('Expected createOrder to be passed'));
    }
    const actions = { order: { create: unsupported('create orders') } };
    return Promise.resolve(options.createOrder({ paymentSource: 'paypal' }, actions)).then((id) => {
      if (typeof id !== 'string' || id === '') throw new Error('Expected an order id to be passed');
      return id;
    });
  }

  function abort(popup: Window | null) {
    if (popup && !popup.closed) popup.close();
    setBusy(false);
  }

  function onClick() {
    if (busy || disabled || closed) return;
    let popup: Window | null = null;
    try {
      popup = window.open('', 'sim-paypal-checkout', 'popup=yes,width=480,height=720');
    } catch {
      popup = null;
    }
    setBusy(true);
    let rejected = false;
    const clickActions = {
      resolve: () => Promise.resolve(),
      reject: () => {
        rejected = true;
        return Promise.resolve();
      },
    };
    let clicked: unknown;
    try {
      clicked =
        typeof options.onClick === 'function'
          ? options.onClick({ fundingSource: 'paypal' }, clickActions)
          : undefined;
    } catch (error) {
      abort(popup);
      report(error);
      return;
    }
    Promise.resolve(clicked)
      .then((value) => {
        if (value === false || rejected) {
          abort(popup);
          return undefined;
        }
        return createOrder().then((orderID) => {
          if (popup === null) openCheckout(null, orderID);
          else openCheckout(popup, orderID);
        });
      })
      .catch((error: unknown) => {
        abort(popup);
        report(error);
      });
  }

  function pendingReturn(): { orderID: string; payerID: string | null } | null {
    const params = new URLSearchParams(window.location.search);
    const token = params.get('token');
    if (!token || !storage('get', returnMarker + token)) return null;
    return { orderID: token, payerID: params.get('PayerID') };
  }

  function resume() {
    const back = pendingReturn();
    if (!back) return;
    storage('remove', returnMarker + back.orderID);
    finish(back.payerID ? 'approved' : 'cancelled', back.orderID, back.payerID);
  }

  return {
    isEligible: () => !options.fundingSource || options.fundingSource === 'paypal',
    render: (target: string | Element) =>
      new Promise<void>((resolve, reject) => {
        if (closed) {
          reject(new Error('Buttons component has been closed'));
          return;
        }
        const element = typeof target === 'string' ? document.querySelector(target) : target;
        if (!element) {
          reject(new Error('Document is ready and element ' + String(target) + ' does not exist'));
          return;
        }
        wrapper = document.createElement('div');
        wrapper.setAttribute('data-sim-paypal-buttons', '');
        button = document.createElement('button');
        button.type = 'button';
        button.textContent = settings.buttonLabel;
        styleButton(button, options.style || {});
        button.addEventListener('click', onClick);
        const notice = document.createElement('p');
        notice.textContent = settings.notice;
        notice.style.margin = '6px 0 0';
        notice.style.fontSize = '12px';
        notice.style.textAlign = 'center';
        notice.style.color = '#2c2e2f';
        notice.style.fontFamily = '"Helvetica Neue", Arial, sans-serif';
        wrapper.appendChild(button);
        wrapper.appendChild(notice);
        element.appendChild(wrapper);
        setBusy(false);
        if (typeof options.onInit === 'function') {
          try {
            options.onInit(
              {},
              {
                enable: () => {
                  disabled = false;
                  setBusy(busy);
                  return Promise.resolve();
                },
                disable: () => {
                  disabled = true;
                  setBusy(busy);
                  return Promise.resolve();
                },
              },
            );
          } catch (error) {
            report(error);
          }
        }
        resolve();
        window.setTimeout(resume, 0);
      }),
    updateProps: (props?: ButtonsOptions) => {
      Object.assign(options, props || {});
      if (button && props && props.style) styleButton(button, options.style || {});
      return Promise.resolve();
    },
    close: () => {
      closed = true;
      if (wrapper && wrapper.parentNode) wrapper.parentNode.removeChild(wrapper);
      wrapper = null;
      button = null;
      return Promise.resolve();
    },
    hasReturned: () => pendingReturn() !== null,
    resume,
  };
}

(window as unknown as Record<string, unknown>)[namespace] = {
  version: settings.version,
  FUNDING: {
    PAYPAL: 'paypal',
    CARD: 'card',
    CREDIT: 'credit',
    PAYLATER: 'paylater',
    VENMO: 'venmo',
  },
  Buttons,
  getFundingSources: () => ['paypal'],
  isFundingEligible: (source: string) => source === 'paypal',
  rememberFunding: () => {},
};
