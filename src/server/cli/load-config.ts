// The configuration the command-line tools read: the server's own (.env if present, then the
// environment), so `npm run admin` and `npm run call` work on what the server works on. Each
// value must have its form, but the production refusals are the server's (it is what serves
// stand-ins, the outbox and the demo data): an operator's shell on a production machine, without
// the providers' secrets, still runs the tools (docs/decisions/024).
import { existsSync } from 'node:fs';
import { ConfigError, parseConfig, type Config } from '#server/config.ts';

/** The configuration, or null after printing what is wrong with it. */
export function loadCliConfig(printError: (line: string) => void): Config | null {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return parseConfig(process.env, { role: 'operator-tool' });
  } catch (error) {
    if (error instanceof ConfigError) {
      printError(error.message);
      return null;
    }
    throw error;
  }
}
