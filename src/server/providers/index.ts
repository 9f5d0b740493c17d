// The outside services the app talks to, each behind a port with a real client and a faithful
// local simulator (DESIGN.md §5). Email, SMS, payments, telephony and horoscopes join this record
// as their features land; the foundation talks to none of them yet.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the provider features
export interface Providers {}
