// `--default-node-env=<env>` on the server's command line: the NODE_ENV a process runs in when
// its environment (or .env) does not set one. `npm run serve` passes production, so serving a
// build is production unless told otherwise; `npm start` passes nothing and stays development
// (docs/decisions/024). A flag rather than `NODE_ENV=production node …` in package.json, which
// would override a NODE_ENV the operator set, and is not portable to Windows shells.
import { ConfigError } from './config.ts';

const flag = '--default-node-env';
const environments = ['development', 'production', 'test'] as const;

/**
 * The environment with NODE_ENV from the flag when it sets none; unchanged without the flag.
 * A flag whose value is not an environment is a ConfigError, reported as the others are.
 */
export function withDefaultNodeEnv(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const given = argv.find((argument) => argument.startsWith(`${flag}=`));
  if (given === undefined) return env;
  const value = given.slice(flag.length + 1);
  if (!(environments as readonly string[]).includes(value)) {
    throw new ConfigError([`${flag}: must be one of ${environments.join(', ')}, not "${value}"`]);
  }
  return env.NODE_ENV ? env : { ...env, NODE_ENV: value };
}
