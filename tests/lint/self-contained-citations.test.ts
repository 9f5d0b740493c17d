// The repository explains itself (docs/architecture.md, its opening): a comment or a document
// cites only files a clone has (docs/product.md, docs/decisions/, docs/contracts.md,
// docs/architecture.md…).
// The product once grew beside planning documents kept outside the repository; citations of them
// (their file names, the product specification's sections, the issues' titles) would send a
// reader nowhere, so a tracked file that names one fails here with the line to fix.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Citations of documents that live outside the repository. */
const outsideCitations: { name: string; pattern: RegExp }[] = [
  { name: 'the planning decisions', pattern: /\bDECISIONS\.md\b/ },
  { name: 'the planning contracts', pattern: /\bCONTRACTS\.md\b/ },
  { name: 'the planning design', pattern: /\bDESIGN\.md\b/ },
  { name: 'a product-spec section', pattern: /\bspec \u00a7|product-spec\.md/i },
  { name: 'a shared folder beside the repository', pattern: /\.\.\/shared\b/ },
  {
    name: 'a reference document',
    pattern:
      /\breference\/(?:integrations|toolchain|peers-and-compliance|style-anchors|french-review)\b/,
  },
  { name: "an issue's title", pattern: /\b[Ii]ssue "[A-Z]/ },
];

/** Every tracked text file a reader opens: sources, tests, scripts, docs and configuration. */
function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((path) =>
      /\.(?:ts|tsx|js|mjs|cjs|json|md|css|html|ya?ml|conf|sh|sql)$|^\.ci\/|^\.env\.example$/.test(
        path,
      ),
    )
    .filter(
      (path) => path !== 'package-lock.json' && !path.endsWith('self-contained-citations.test.ts'),
    );
}

describe('no file cites a document outside the repository', () => {
  it('finds none in any tracked file', () => {
    const found: string[] = [];
    for (const path of trackedTextFiles()) {
      const lines = readFileSync(resolve(root, path), 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const { name, pattern } of outsideCitations) {
          if (pattern.test(line)) found.push(`${path}:${index + 1} cites ${name}: ${line.trim()}`);
        }
      });
    }
    expect(found).toStrictEqual([]);
  });

  it('recognises each kind of outside citation', () => {
    // Each sample is put together from pieces, so this file never holds a citation itself.
    const md = '.md';
    const samples = [
      `see DECISIONS${md} 12`,
      `as CONTRACTS${md} says`,
      `DESIGN${md} §3`,
      'spec \u00a74.2',
      `..${'/'}shared/reference/toolchain${md}`,
      `reference/integrations${md} §2`,
      'issue "Safe to launch"',
    ];
    for (const sample of samples) {
      expect(
        outsideCitations.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true);
    }
    expect(outsideCitations.some(({ pattern }) => pattern.test('docs/product.md §10.12'))).toBe(
      false,
    );
  });
});
