// The configuration the command-line tools read: the server's own (.env if present, then the
// environment), so `npm run admin` and `npm run call` work on what the server works on.
import { existsSync } from 'node:fs';
import { ConfigError, parseConfig, type Config } from '#server/config.ts';

/** The configuration, or null after printing what is wrong with it. */
export function loadCliConfig(printError: (line: string) => void): Config | null {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      printError(error.message);
      return null;
    }
    throw error;
  }
}
