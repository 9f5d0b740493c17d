// More advisors than the demo's ten, signed in and listed, so a test can hold many calls open at
// once (the line allows one open call per advisor).
import { systemClock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';

/** Adds `count` advisors on extensions from `firstExtension`; answers their extensions. */
export async function addAdvisors(
  database: Database,
  options: { count: number; firstExtension: number },
): Promise<number[]> {
  const at = systemClock.now().toISOString();
  const extensions = Array.from(
    { length: options.count },
    (_, index) => options.firstExtension + index,
  );
  await database.kysely
    .insertInto('advisors')
    .values(
      extensions.map((extension) => ({
        id: newId(),
        extension,
        name: `Advisor ${extension}`,
        description: 'Reads the cards for the reliability tests.',
        // 10 digits of their own (the demo advisors use 514-555-01xx).
        phone: `581555${String(extension).padStart(4, '0')}`,
        availTimeStr: 'Varies',
        isListed: true,
        signedIn: true,
        signedInChangedAt: at,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .execute();
  return extensions;
}
