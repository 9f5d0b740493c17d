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
// Written as plain ES2017 in a string: it is served as is, not bundled. Styles are set through
// element.style from this same-origin script, which the content security policy allows.
import { sdkTexts } from './texts.ts';

export interface SdkScriptConfig {
  /** The approval page's path on the script's own origin. */
  checkoutPath: string;
}

export const sdkVersion = '5.0.0-sim';

export function sdkScript(config: SdkScriptConfig): string {
  const settings = JSON.stringify({
    checkoutPath: config.checkoutPath,
    version: sdkVersion,
    buttonLabel: sdkTexts.button,
    notice: sdkTexts.notice,
  }).replace(/</g, '\\u003c');
  return `/* PayPal JS SDK stand-in (simulated mode). */
(function () {
  'use strict';
  var settings = ${settings};
  var script = document.currentScript;
  var namespace = (script && script.getAttribute('data-namespace')) || 'paypal';
  var origin = script && script.src ? new URL(script.src, window.location.href).origin : window.location.origin;
  var checkoutUrl = origin + settings.checkoutPath;
  var returnMarker = 'sim-paypal:redirected:';
  var messageSource = 'sim-paypal-checkout';
  var palettes = {
    gold: ['#ffc439', '#111111'],
    blue: ['#0070ba', '#ffffff'],
    silver: ['#eeeeee', '#111111'],
    white: ['#ffffff', '#111111'],
    black: ['#2c2e2f', '#ffffff']
  };

  function toError(value) {
    return value instanceof Error ? value : new Error(String(value));
  }

  function storage(action, key) {
    try {
      var store = window.sessionStorage;
      if (action === 'set') store.setItem(key, '1');
      else if (action === 'remove') store.removeItem(key);
      else return store.getItem(key);
    } catch (error) {
      return null;
    }
    return null;
  }

  function styleButton(button, style) {
    var palette = palettes[style.color] || palettes.gold;
    var css = button.style;
    css.display = 'block';
    css.boxSizing = 'border-box';
    css.width = '100%';
    css.maxWidth = style.disableMaxWidth ? 'none' : '750px';
    css.minHeight = (typeof style.height === 'number' ? style.height : 45) + 'px';
    css.padding = '0 16px';
    css.borderRadius = style.shape === 'pill' ? '999px' : style.shape === 'sharp' ? '0' :
      (typeof style.borderRadius === 'number' ? style.borderRadius : 4) + 'px';
    css.border = style.color === 'white' ? '1px solid #555555' : '0';
    css.background = palette[0];
    css.color = palette[1];
    css.fontFamily = '"Helvetica Neue", Arial, sans-serif';
    css.fontSize = '16px';
    css.fontWeight = '700';
    css.cursor = 'pointer';
  }

  function Buttons(initialOptions) {
    var options = {};
    var container = null;
    var wrapper = null;
    var button = null;
    var closed = false;
    var disabled = false;
    var busy = false;
    Object.assign(options, initialOptions || {});

    function report(error) {
      if (typeof options.onError === 'function') options.onError(toError(error));
      else if (window.console) window.console.error(error);
    }

    function setBusy(value) {
      busy = value;
      if (!button) return;
      button.disabled = busy || disabled;
      button.setAttribute('aria-busy', busy ? 'true' : 'false');
    }

    function unsupported(name) {
      return function () {
        return Promise.reject(new Error('The PayPal stand-in does not ' + name + ' in the browser: do it on the server.'));
      };
    }

    function approveActions(orderID) {
      return {
        order: {
          capture: unsupported('capture orders'),
          authorize: unsupported('authorize orders'),
          get: unsupported('read orders'),
          patch: unsupported('update orders')
        },
        redirect: function (url) { window.location.assign(url); },
        restart: function () { openCheckout(null, orderID); }
      };
    }

    function finish(result, orderID, payerID) {
      setBusy(false);
      if (closed) return;
      if (result === 'approved') {
        if (typeof options.onApprove !== 'function') return;
        var data = {
          orderID: orderID,
          payerID: payerID || null,
          paymentID: null,
          billingToken: null,
          facilitatorAccessToken: 'A21AA-sim',
          paymentSource: 'paypal'
        };
        var outcome;
        try {
          outcome = options.onApprove(data, approveActions(orderID));
        } catch (error) {
          report(error);
          return;
        }
        Promise.resolve(outcome).catch(report);
      } else if (typeof options.onCancel === 'function') {
        options.onCancel({ orderID: orderID }, {
          redirect: function (url) { if (url) window.location.assign(url); }
        });
      }
    }

    function watch(popup, orderID) {
      var settled = false;
      var timer = null;
      function done(result, payerID) {
        if (settled) return;
        settled = true;
        window.removeEventListener('message', onMessage);
        if (timer !== null) window.clearInterval(timer);
        finish(result, orderID, payerID);
      }
      function onMessage(event) {
        if (event.origin !== origin || event.source !== popup) return;
        var data = event.data;
        if (!data || data.source !== messageSource || data.orderID !== orderID) return;
        done(data.result === 'approved' ? 'approved' : 'cancelled', data.payerID);
      }
      window.addEventListener('message', onMessage);
      timer = window.setInterval(function () {
        if (!popup.closed) return;
        window.clearInterval(timer);
        timer = null;
        // A message posted just before the popup closed may still be on its way.
        window.setTimeout(function () { done('cancelled'); }, 500);
      }, 300);
    }

    function openCheckout(popup, orderID) {
      var url = checkoutUrl + '?token=' + encodeURIComponent(orderID);
      if (popup === null) {
        try {
          popup = window.open(url + '&mode=popup', 'sim-paypal-checkout', 'popup=yes,width=480,height=720');
        } catch (error) {
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
      window.location.assign(url + '&mode=redirect&return=' + encodeURIComponent(window.location.pathname));
    }

    function createOrder() {
      if (typeof options.createOrder !== 'function') {
        return Promise.reject(new Error('Expected createOrder to be passed'));
      }
      var actions = { order: { create: unsupported('create orders') } };
      return Promise.resolve(options.createOrder({ paymentSource: 'paypal' }, actions)).then(function (id) {
        if (typeof id !== 'string' || id === '') throw new Error('Expected an order id to be passed');
        return id;
      });
    }

    function abort(popup) {
      if (popup && !popup.closed) popup.close();
      setBusy(false);
    }

    function onClick() {
      if (busy || disabled || closed) return;
      var popup = null;
      try {
        popup = window.open('', 'sim-paypal-checkout', 'popup=yes,width=480,height=720');
      } catch (error) {
        popup = null;
      }
      setBusy(true);
      var rejected = false;
      var clickActions = {
        resolve: function () { return Promise.resolve(); },
        reject: function () { rejected = true; return Promise.resolve(); }
      };
      var clicked;
      try {
        clicked = typeof options.onClick === 'function' ? options.onClick({ fundingSource: 'paypal' }, clickActions) : undefined;
      } catch (error) {
        abort(popup);
        report(error);
        return;
      }
      Promise.resolve(clicked).then(function (value) {
        if (value === false || rejected) {
          abort(popup);
          return undefined;
        }
        return createOrder().then(function (orderID) {
          if (popup === null) openCheckout(null, orderID);
          else openCheckout(popup, orderID);
        });
      }).catch(function (error) {
        abort(popup);
        report(error);
      });
    }

    function pendingReturn() {
      var params = new URLSearchParams(window.location.search);
      var token = params.get('token');
      if (!token || !storage('get', returnMarker + token)) return null;
      return { orderID: token, payerID: params.get('PayerID') };
    }

    function resume() {
      var back = pendingReturn();
      if (!back) return;
      storage('remove', returnMarker + back.orderID);
      finish(back.payerID ? 'approved' : 'cancelled', back.orderID, back.payerID);
    }

    return {
      isEligible: function () {
        return !options.fundingSource || options.fundingSource === 'paypal';
      },
      render: function (target) {
        return new Promise(function (resolve, reject) {
          if (closed) {
            reject(new Error('Buttons component has been closed'));
            return;
          }
          var element = typeof target === 'string' ? document.querySelector(target) : target;
          if (!element) {
            reject(new Error('Document is ready and element ' + String(target) + ' does not exist'));
            return;
          }
          container = element;
          wrapper = document.createElement('div');
          wrapper.setAttribute('data-sim-paypal-buttons', '');
          button = document.createElement('button');
          button.type = 'button';
          button.textContent = settings.buttonLabel;
          styleButton(button, options.style || {});
          button.addEventListener('click', onClick);
          var notice = document.createElement('p');
          notice.textContent = settings.notice;
          notice.style.margin = '6px 0 0';
          notice.style.fontSize = '12px';
          notice.style.textAlign = 'center';
          notice.style.color = '#2c2e2f';
          notice.style.fontFamily = '"Helvetica Neue", Arial, sans-serif';
          wrapper.appendChild(button);
          wrapper.appendChild(notice);
          container.appendChild(wrapper);
          setBusy(false);
          if (typeof options.onInit === 'function') {
            try {
              options.onInit({}, {
                enable: function () { disabled = false; setBusy(busy); return Promise.resolve(); },
                disable: function () { disabled = true; setBusy(busy); return Promise.resolve(); }
              });
            } catch (error) {
              report(error);
            }
          }
          resolve();
          window.setTimeout(resume, 0);
        });
      },
      updateProps: function (props) {
        Object.assign(options, props || {});
        if (button && props && props.style) styleButton(button, options.style);
        return Promise.resolve();
      },
      close: function () {
        closed = true;
        if (wrapper && wrapper.parentNode) wrapper.parentNode.removeChild(wrapper);
        wrapper = null;
        button = null;
        return Promise.resolve();
      },
      hasReturned: function () {
        return pendingReturn() !== null;
      },
      resume: resume
    };
  }

  window[namespace] = {
    version: settings.version,
    FUNDING: { PAYPAL: 'paypal', CARD: 'card', CREDIT: 'credit', PAYLATER: 'paylater', VENMO: 'venmo' },
    Buttons: Buttons,
    getFundingSources: function () { return ['paypal']; },
    isFundingEligible: function (source) { return source === 'paypal'; },
    rememberFunding: function () {}
  };
})();
`;
}

/** PayPal answers a bad query with 400 and a script that throws; the loader's onerror fires. */
export function sdkValidationError(message: string): string {
  return `/* PayPal JS SDK stand-in */\nthrow new Error(${JSON.stringify(`SDK Validation error: '${message}'`).replace(/</g, '\\u003c')});\n`;
}
