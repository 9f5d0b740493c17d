// Messages of the API's generic errors, which the spec does not word itself.
export const errors = {
  notFound: 'The requested resource was not found.',
  unauthenticated: 'Please sign in to continue.',
  invalidRequest: 'The request is not valid. Please check what you entered and try again.',
  payloadTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  /** A webhook whose signature does not check out (the phone line's). */
  invalidSignature: 'This request was refused because its signature is not valid.',
  forbiddenOrigin: 'This request was refused because it did not come from this site.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  /** An advisor's spoken description could not be produced (docs/product.md §10.19). */
  audioUnavailable: 'This description cannot be played right now. Please try again later.',
};
