// A backup file appears complete or not at all: it is written under a temporary name beside
// its place and renamed once whole, so a failed or interrupted backup never leaves a file that
// looks like one.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { changeRefused } from '#server/domain-error.ts';

export async function writeAtomically(
  file: string,
  write: (partial: string) => Promise<void>,
): Promise<void> {
  if (existsSync(file)) {
    throw changeRefused(`${file} exists already: choose another name, or remove it first.`);
  }
  const partial = `${file}.partial-${process.pid}`;
  try {
    await write(partial);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}
