// The analytics data layer (spec §7): events are pushed to window.dataLayer, which a tag
// manager reads when one is loaded. Without one the array just collects them, harmlessly.
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

export function pushDataLayerEvent(entry: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

/** A new account was created with email and password. */
export function trackSignUp(): void {
  pushDataLayerEvent({ event: 'sign_up', method: 'email' });
}
