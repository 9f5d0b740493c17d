// npm run db:migration:new -- <kebab-name>
// Creates src/server/db/migrations/<YYYYMMDDTHHMMSS>-<name>.ts and registers it in the index.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const name = process.argv[2] ?? '';
if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
  console.error('Usage: npm run db:migration:new -- <kebab-case-name>');
  process.exit(1);
}

const dir = path.resolve(import.meta.dirname, '../src/server/db/migrations');
const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15); // 20261121T101500
const id = `${stamp}-${name}`;
const file = path.join(dir, `${id}.ts`);
if (existsSync(file)) {
  console.error(`${file} already exists`);
  process.exit(1);
}

writeFileSync(
  file,
  `// ${name}. Forward-only; branch on the dialect only to pick column types (./column-types.ts).
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  // An example to replace: it fails until it names a real table.
  await db.schema
    .alterTable('replace_me')
    .addColumn(...t.timestamp('replace_me_at'))
    .execute();
}
`,
);

const indexFile = path.join(dir, 'index.ts');
const index = readFileSync(indexFile, 'utf8');
const importMarker = '// <new-migration-import>';
const entryMarker = '  // <new-migration-entry>';
if (!index.includes(importMarker) || !index.includes(entryMarker)) {
  console.error(`${indexFile} lost its markers; register ${id} by hand`);
  process.exit(1);
}
writeFileSync(
  indexFile,
  index
    .replace(importMarker, `import * as m${stamp} from './${id}.ts';\n${importMarker}`)
    .replace(entryMarker, `  '${id}': m${stamp},\n${entryMarker}`),
);
console.log(`Created ${path.relative(process.cwd(), file)} and registered it in the index.`);
