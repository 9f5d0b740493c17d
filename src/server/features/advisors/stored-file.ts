// Files an operator put under DATA_DIR (advisor photos, recorded greetings), found from the
// relative path stored in the database. The path can never leave its folder: absolute paths,
// `..` steps and symbolic links pointing outside are refused, and only known file types are
// served, each with its own content type.
import { createHash } from 'node:crypto';
import { realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';

export interface StoredFile {
  filePath: string;
  contentType: string;
  size: number;
  /** Changes whenever the file is replaced (size and modification time), as static servers do. */
  etag: string;
}

export type StoredFileLookup =
  | { found: true; file: StoredFile }
  | { found: false; reason: 'outside-folder' | 'unsupported-type' | 'missing' };

/**
 * A short token of a stored file's name. Each new file gets a new name, so a new token: put in
 * the address the file is served at, a browser's or Twilio's cache of an older one is never used.
 */
export const storedFileVersion = (storedPath: string) =>
  createHash('sha256').update(storedPath).digest('hex').slice(0, 12);

export const photoTypes: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

export const greetingTypes: Readonly<Record<string, string>> = { '.wav': 'audio/wav' };

function inside(folder: string, candidate: string): boolean {
  const path = relative(folder, candidate);
  return path !== '' && !path.startsWith(`..${sep}`) && path !== '..' && !isAbsolute(path);
}

export async function findStoredFile(
  folder: string,
  storedPath: string,
  types: Readonly<Record<string, string>>,
): Promise<StoredFileLookup> {
  const root = resolve(folder);
  if (
    storedPath.includes('\0') ||
    isAbsolute(storedPath) ||
    !inside(root, resolve(root, storedPath))
  ) {
    return { found: false, reason: 'outside-folder' };
  }
  const contentType = types[extname(storedPath).toLowerCase()];
  if (contentType === undefined) return { found: false, reason: 'unsupported-type' };
  try {
    // Symbolic links are followed, then checked again against the real folder.
    const realRoot = await realpath(root);
    const filePath = await realpath(resolve(root, storedPath));
    if (!inside(realRoot, filePath)) return { found: false, reason: 'outside-folder' };
    const info = await stat(filePath);
    if (!info.isFile()) return { found: false, reason: 'missing' };
    const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
    return { found: true, file: { filePath, contentType, size: info.size, etag } };
  } catch {
    return { found: false, reason: 'missing' };
  }
}
