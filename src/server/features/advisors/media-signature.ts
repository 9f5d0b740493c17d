// Whether a file's first bytes are those of the type its name claims. Photos and greetings an
// operator stores are served with the content type of their extension (./stored-file.ts), so a
// file whose content is something else (a renamed document, an HTML page, a HEIC photo) is
// refused before it is stored rather than shown broken on the board.

/** How many leading bytes `matchesSignature` needs. */
export const SIGNATURE_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** RIFF container of the given form type ('WEBP', 'WAVE'). */
const isRiff = (head: Uint8Array, form: string) =>
  ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === form;

/** ISO base media file (HEIF family) whose ftyp box names an AVIF brand. */
function isAvif(head: Uint8Array): boolean {
  if (ascii(head, 4, 8) !== 'ftyp') return false;
  const boxSize =
    ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
  const end = Math.min(Math.max(boxSize, 16), head.length);
  for (let offset = 8; offset + 4 <= end; offset += 4) {
    if (offset === 12) continue; // the minor version, not a brand
    const brand = ascii(head, offset, offset + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/** True when `head` (the file's first SIGNATURE_BYTES bytes or fewer) is of that content type. */
export function matchesSignature(contentType: string, head: Uint8Array): boolean {
  switch (contentType) {
    case 'image/jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/gif':
      return ['GIF87a', 'GIF89a'].includes(ascii(head, 0, 6));
    case 'image/webp':
      return isRiff(head, 'WEBP');
    case 'image/avif':
      return isAvif(head);
    case 'audio/wav':
      return isRiff(head, 'WAVE');
    default:
      return false;
  }
}
