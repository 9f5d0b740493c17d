// A promotion's link is an internal path such as /pricing (docs/product.md §3). Anything else (another
// site, a protocol-relative //host) is not followed: the message shows without a link.
export function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}
