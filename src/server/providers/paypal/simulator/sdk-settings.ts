// What the JS SDK stand-in (browser/sdk.ts) is told at build time (sdk-script.ts): a type both
// sides read, with no Node and no DOM in it.
export interface SdkSettings {
  /** The approval page's path on the script's own origin. */
  checkoutPath: string;
  version: string;
  buttonLabel: string;
  notice: string;
}
