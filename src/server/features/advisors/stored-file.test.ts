// Files under DATA_DIR found from a stored relative path: never outside their folder, only of
// the expected types, with a validator that changes when the file does.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findStoredFile, greetingTypes, photoTypes } from './stored-file.ts';

let root: string;
let folder: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'lumina-stored-'));
  folder = join(root, 'advisor-photos');
  mkdirSync(join(folder, 'sub'), { recursive: true });
  writeFileSync(join(folder, 'a.png'), 'png');
  writeFileSync(join(folder, 'sub', 'b.JPG'), 'jpeg');
  writeFileSync(join(root, 'secret.png'), 'secret');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('finding a stored file', () => {
  it('finds a file of the folder, or of a subfolder, with its content type', async () => {
    expect(await findStoredFile(folder, 'a.png', photoTypes)).toMatchObject({
      found: true,
      file: { filePath: join(folder, 'a.png'), contentType: 'image/png', size: 3 },
    });
    expect(await findStoredFile(folder, 'sub/b.JPG', photoTypes)).toMatchObject({
      found: true,
      file: { contentType: 'image/jpeg' },
    });
  });

  it.each(['../secret.png', 'sub/../../secret.png', '/var/lib/secret.png', 'a.png\0.txt', '.', ''])(
    'refuses %j, which is not inside the folder',
    async (storedPath) => {
      expect(await findStoredFile(folder, storedPath, photoTypes)).toEqual({
        found: false,
        reason: 'outside-folder',
      });
    },
  );

  it('refuses a symbolic link that points out of the folder', async () => {
    symlinkSync(join(root, 'secret.png'), join(folder, 'link.png'));
    expect(await findStoredFile(folder, 'link.png', photoTypes)).toEqual({
      found: false,
      reason: 'outside-folder',
    });
  });

  it('refuses a type it does not serve', async () => {
    writeFileSync(join(folder, 'page.html'), '<p>');
    expect(await findStoredFile(folder, 'page.html', photoTypes)).toEqual({
      found: false,
      reason: 'unsupported-type',
    });
    expect(await findStoredFile(folder, 'a.png', greetingTypes)).toEqual({
      found: false,
      reason: 'unsupported-type',
    });
  });

  it('reports a missing file, or a folder named like a file, as missing', async () => {
    mkdirSync(join(folder, 'dir.png'));
    expect(await findStoredFile(folder, 'gone.png', photoTypes)).toEqual({
      found: false,
      reason: 'missing',
    });
    expect(await findStoredFile(folder, 'dir.png', photoTypes)).toEqual({
      found: false,
      reason: 'missing',
    });
    expect(await findStoredFile(join(root, 'no-folder'), 'a.png', photoTypes)).toEqual({
      found: false,
      reason: 'missing',
    });
  });

  it('gives a new ETag when the file is replaced', async () => {
    const before = await findStoredFile(folder, 'a.png', photoTypes);
    writeFileSync(join(folder, 'a.png'), 'a new png');
    utimesSync(join(folder, 'a.png'), new Date(), new Date(Date.now() + 5000));
    const after = await findStoredFile(folder, 'a.png', photoTypes);
    expect(before.found && after.found && before.file.etag !== after.file.etag).toBe(true);
  });
});
