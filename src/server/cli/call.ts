// `npm run call -- --from 5145550100 --ext 4001 --talk 125`: plays Twilio's part of one call
// against the running server (docs/contracts.md "Command line"). Reads the same configuration as the
// server (.env if present, then the environment) for PUBLIC_URL and the line's token, number and
// stand-in; the rest is in call-line.ts. Exit code 0 when the call ran to its end, 1 otherwise.
import { loadCliConfig } from './load-config.ts';
import { runCallLine, type CallLineIo } from './call-line.ts';

const io: CallLineIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

async function main(): Promise<number> {
  const config = loadCliConfig((line) => io.err(line));
  if (!config) return 1;
  return runCallLine(process.argv.slice(2), { io, config });
}

process.exitCode = await main();
