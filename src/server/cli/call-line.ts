// `npm run call -- --from 5145550100 --ext 4001 --talk 125` (docs/contracts.md "Command line"): reads
// the command line, plays Twilio's part of one call against the running server with the call
// player, and prints what happens, one line each. Exit code 0 when the call ran to its end, 1
// for a bad command line, a server that cannot be reached, or an answer the player cannot take
// (a refused signature among them).
//
// Only a simulated line can be called this way: with a real Twilio account, calls come from
// Twilio itself, and the stand-in that keeps the call records is not there.
import { locales, type Locale } from '#shared/copy/locale.ts';
import { toE164 } from '#shared/phone/phone.ts';
import type { Config } from '#server/config.ts';
import {
  playCall as defaultPlayCall,
  type CallEvent,
  type PlayCallOptions,
  type PlayedCall,
  type ReportedCallRecord,
} from '#server/providers/voice/simulator/call-player.ts';
import {
  controlCallsPath,
  controlNextOutboundPath,
} from '#server/providers/voice/simulator/paths.ts';
import { isStirVerstat, stirVerstatValues } from '#server/providers/voice/stir-verstat.ts';
import { twilioBasicAuthorization } from '#server/providers/voice/twilio-call-records.ts';
import { invocationOf } from './invocation.ts';

export interface CallLineIo {
  out(line: string): void;
  err(line: string): void;
}

export interface CallLineDeps {
  io: CallLineIo;
  config: Pick<Config, 'publicUrl' | 'voice'>;
  /** Tests pass their own; default: the call player. */
  playCall?: (options: PlayCallOptions) => Promise<PlayedCall>;
  /** Reaches the server (webhooks and the stand-in's control route); default: global fetch. */
  fetch?: typeof fetch;
  /** Waits while the caller talks in real time; default: a timer. */
  sleep?: (milliseconds: number) => Promise<void>;
}

export interface CallArguments {
  from: string;
  /** --ext first, then each --press, in order. */
  presses: string[];
  talkSeconds: number;
  noAnswer: boolean;
  fast: boolean;
  /** The language chosen at the line's language prompt, for a caller who hears it. */
  language: Locale | null;
  /** The phone PIN entered each time the line asks for it. */
  pin: string | null;
  /** StirVerstat sent on the incoming-call webhook, as Twilio sends it. */
  stirVerstat: string | null;
  /** Wait for the line's next call-back and answer it (with --no-answer: let it ring). */
  answer: boolean;
}

/**
 * Where the line asks a caller it cannot place (an unknown number, an advisor) for their language.
 * The line offers the languages in `locales` order, on keys 1, 2… (features/telephony).
 */
export const languagePromptPath = '/api/telephony/language';

/** What --language accepts, and the language each names. */
const languageNames: Readonly<Record<string, Locale>> = { fr: 'fr-CA', 'fr-ca': 'fr-CA', en: 'en' };

/** Where the line asks a customer who has a phone PIN for it, before it names them. */
export const pinPromptPath = '/api/telephony/pin';

/** Presses the key of `locale` at the language prompt, and leaves every other menu alone. */
export function languageChoice(locale: Locale): (action: URL) => string | undefined {
  const key = String(locales.indexOf(locale) + 1);
  return (action) => (action.pathname === languagePromptPath ? key : undefined);
}

/**
 * The keys for the prompts only some callers hear: the language's at the language prompt, the
 * PIN at the PIN prompt (each time it is asked); undefined when neither applies.
 */
export function promptAnswers(options: {
  language: Locale | null;
  pin: string | null;
}): ((action: URL) => string | undefined) | undefined {
  const { language, pin } = options;
  if (language === null && pin === null) return undefined;
  const chooseLanguage = language === null ? () => undefined : languageChoice(language);
  return (action) =>
    action.pathname === pinPromptPath && pin !== null ? pin : chooseLanguage(action);
}

export const callInvocation = invocationOf('call');
export const defaultTalkSeconds = 60;
/** While talking in real time, a line this often shows the call is still on. */
export const progressEverySeconds = 15;
const helpHint = `"${callInvocation} --help" lists the options.`;
const startHint = 'Is the server running? Start it with npm start.';

export function callUsage(): string[] {
  return [
    `Plays Twilio's part of a call to the phone line. Usage: ${callInvocation} --from <phone> [options]`,
    '',
    "  --from <phone>     The caller's number, e.g. 5145550100, or another country's in",
    '                     E.164, e.g. +445145550100 (required)',
    '  --ext <digits>     The advisor extension pressed at the first menu, e.g. 4001',
    '  --language <fr|en> The language chosen when the line asks for one (a number it does',
    '                     not know, an advisor); without it the prompt times out: French',
    '  --pin <4 digits>   The phone PIN, entered whenever the line asks for it, e.g. 2580',
    '  --answer           Wait for the line to call a customer back (the call-back queue),',
    '                     and answer it; with --no-answer the customer does not pick up',
    "  --stir <value>     The caller ID's SHAKEN/STIR result, sent as Twilio's StirVerstat",
    '                     on the incoming call, e.g. TN-Validation-Failed-B; without it, none',
    '  --press <keys>     Keys pressed at the next menu; repeat for each later menu',
    `  --talk <seconds>   How long the caller talks once connected (default ${defaultTalkSeconds})`,
    '  --no-answer        The advisor does not pick up',
    '  --fast             Do not wait in real time while talking',
    '  --help             Show this help',
    '',
    'The call goes to PUBLIC_URL with webhooks signed with TWILIO_AUTH_TOKEN, as Twilio sends them.',
    `--stir takes one of: ${stirVerstatValues.join(', ')}.`,
  ];
}

type Parsed = { help: true } | { help: false; args: CallArguments } | { error: string };

const valueOptions = new Set([
  '--from',
  '--ext',
  '--press',
  '--talk',
  '--language',
  '--pin',
  '--stir',
]);
const flagOptions = new Set(['--no-answer', '--fast', '--answer', '--help', '-h']);

/** The command line's options and values; `--name=value` and `--name value` both work. */
function tokens(argv: readonly string[]): { name: string; value?: string }[] | string {
  const read: { name: string; value?: string }[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const token = argv[index] ?? '';
    const equals = token.indexOf('=');
    const name = token.startsWith('--') && equals > 0 ? token.slice(0, equals) : token;
    if (flagOptions.has(name)) {
      if (name !== token) return `${name} takes no value.`;
      read.push({ name });
    } else if (valueOptions.has(name)) {
      const value = name !== token ? token.slice(equals + 1) : argv[(index += 1)];
      if (value === undefined || value === '') return `${name} needs a value.`;
      read.push({ name, value });
    } else {
      return `Unknown option "${token}".`;
    }
  }
  return read;
}

/** The number as Twilio sends `From`: +1 and 10 digits, or another country's E.164 as given. */
function callerNumber(from: string): string | null {
  return toE164(from) ?? (/^\+[2-9]\d{7,14}$/.test(from) ? from : null);
}

export function parseCallArguments(argv: readonly string[]): Parsed {
  const read = tokens(argv);
  if (typeof read === 'string') return { error: read };
  if (read.some((token) => token.name === '--help' || token.name === '-h')) return { help: true };
  const once = (name: string): string | undefined | { error: string } => {
    const values = read.filter((token) => token.name === name);
    return values.length > 1 ? { error: `${name} is given twice.` } : values[0]?.value;
  };
  const from = once('--from');
  const ext = once('--ext');
  const talk = once('--talk');
  const language = once('--language');
  const pin = once('--pin');
  const stir = once('--stir');
  for (const value of [from, ext, talk, language, pin, stir]) {
    if (typeof value === 'object') return value;
  }
  const answer = read.some((token) => token.name === '--answer');
  if (answer && from === undefined) {
    return {
      help: false,
      args: {
        from: '',
        presses: [],
        talkSeconds:
          typeof talk === 'string' && /^\d+$/.test(talk) ? Number(talk) : defaultTalkSeconds,
        noAnswer: read.some((token) => token.name === '--no-answer'),
        fast: read.some((token) => token.name === '--fast'),
        language: null,
        pin: null,
        stirVerstat: null,
        answer,
      },
    };
  }
  if (typeof from !== 'string') return { error: "--from is required: the caller's phone number." };
  if (callerNumber(from) === null) {
    return {
      error: `--from "${from}" is not a phone number: 10 digits, e.g. 5145550100, or E.164, e.g. +445145550100.`,
    };
  }
  if (typeof ext === 'string' && !/^\d+$/.test(ext)) {
    return { error: `--ext "${ext}" must be digits, e.g. 4001.` };
  }
  const presses = read
    .filter((token) => token.name === '--press')
    .map((token) => token.value ?? '');
  const badPress = presses.find((press) => !/^[0-9*#]+$/.test(press));
  if (badPress !== undefined) {
    return { error: `--press "${badPress}" must be phone keys: digits, * or #.` };
  }
  if (typeof talk === 'string' && !/^\d+$/.test(talk)) {
    return { error: `--talk "${talk}" must be a whole number of seconds.` };
  }
  const locale = typeof language === 'string' ? languageNames[language.toLowerCase()] : null;
  if (locale === undefined) return { error: `--language "${language}" must be fr or en.` };
  if (typeof pin === 'string' && !/^\d{4}$/.test(pin)) {
    return { error: `--pin "${pin}" must be 4 digits, e.g. 2580.` };
  }
  if (typeof stir === 'string' && !isStirVerstat(stir)) {
    return { error: `--stir "${stir}" is not one of Twilio's StirVerstat values.` };
  }
  return {
    help: false,
    args: {
      from,
      presses: [...(typeof ext === 'string' ? [ext] : []), ...presses],
      talkSeconds: typeof talk === 'string' ? Number(talk) : defaultTalkSeconds,
      noAnswer: read.some((token) => token.name === '--no-answer'),
      fast: read.some((token) => token.name === '--fast'),
      language: locale,
      pin: typeof pin === 'string' ? pin : null,
      stirVerstat: typeof stir === 'string' ? stir : null,
      answer,
    },
  };
}

/** How long --answer waits for the line to place a call, asking every second. */
const answerWaitSeconds = 120;

/** The next call the line placed, from the stand-in; null when none came in time. */
async function nextPlacedCall(
  voice: Config['voice'],
  doFetch: typeof fetch,
  sleep: (milliseconds: number) => Promise<void>,
): Promise<{ sid: string; to: string; url: string; statusCallback: string | null } | null> {
  const authorization = twilioBasicAuthorization(voice.accountSid, voice.authToken);
  for (let waited = 0; waited < answerWaitSeconds; waited += 1) {
    const response = await doFetch(`${voice.apiBaseUrl}${controlNextOutboundPath}`, {
      method: 'POST',
      headers: { Authorization: authorization },
    });
    if (response.status === 200) {
      return (await response.json()) as {
        sid: string;
        to: string;
        url: string;
        statusCallback: string | null;
      };
    }
    await sleep(1000);
  }
  return null;
}

/** Reports each leg's record to the stand-in, as Twilio keeps its own (Basic auth). */
export function createCallRecorder(
  voice: Config['voice'],
  doFetch: typeof fetch,
): (record: ReportedCallRecord) => Promise<void> {
  const authorization = twilioBasicAuthorization(voice.accountSid, voice.authToken);
  return async (record) => {
    const response = await doFetch(`${voice.apiBaseUrl}${controlCallsPath}`, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
    });
    if (response.status === 204) return;
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const detail = typeof body?.message === 'string' ? `: ${body.message}` : '';
    throw new Error(`the Twilio stand-in answered ${response.status}${detail}`);
  };
}

function describeEvent(event: CallEvent): { out: string } | { err: string } | null {
  switch (event.kind) {
    case 'say':
      return { out: `${event.to === 'caller' ? 'Line' : 'Advisor hears'}: ${event.text}` };
    case 'play':
      return { out: `${event.to === 'caller' ? 'Line plays' : 'Advisor hears'}: ${event.url}` };
    case 'gather':
      return { out: `Pressed: ${event.pressed ?? 'nothing (the menu timed out)'}` };
    case 'dial':
      return { out: 'Dialling advisor…' };
    case 'connected':
      return { out: `Connected: talking ${event.seconds} s` };
    case 'dial-ended':
      return { out: `Call ended: ${event.status}` };
    case 'error':
      return { err: event.message };
    case 'pause':
    case 'hangup':
      return null;
  }
}

function charged(minutes: number | null): string {
  if (!minutes) return 'Charged: nothing';
  return `Charged: ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

const realLineRefusal = [
  'This line has a real Twilio account (TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set):',
  "real calls come from Twilio itself. npm run call plays Twilio's part only on a simulated line.",
];

const withPressFor = (pressFor: ReturnType<typeof promptAnswers>) => (pressFor ? { pressFor } : {});

export async function runCallLine(argv: readonly string[], deps: CallLineDeps): Promise<number> {
  const { io, config } = deps;
  const parsed = parseCallArguments(argv);
  if ('error' in parsed) {
    io.err(parsed.error);
    io.err(helpHint);
    return 1;
  }
  if (parsed.help) {
    for (const line of callUsage()) io.out(line);
    return 0;
  }
  if (!config.voice.simulated) {
    for (const line of realLineRefusal) io.err(line);
    return 1;
  }
  const { args } = parsed;
  const doFetch = deps.fetch ?? fetch;
  const sleep =
    deps.sleep ??
    ((milliseconds) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds)));
  const talkInRealTime = async (seconds: number) => {
    for (let elapsed = 0; elapsed < seconds;) {
      const step = Math.min(progressEverySeconds, seconds - elapsed);
      await sleep(step * 1000);
      elapsed += step;
      if (elapsed < seconds) io.out(`  …still talking: ${elapsed} s of ${seconds} s`);
    }
  };

  let outbound: PlayCallOptions['outbound'];
  let from = args.from;
  if (args.answer) {
    io.out('Waiting for the line to call a customer back…');
    const placed = await nextPlacedCall(config.voice, doFetch, sleep);
    if (!placed) {
      io.err('The line placed no call.');
      return 1;
    }
    from = placed.to;
    outbound = {
      callSid: placed.sid,
      url: placed.url,
      statusCallback: placed.statusCallback,
      ...(args.noAnswer ? { answer: 'no-answer' as const } : {}),
    };
    io.out(`The line calls ${placed.to}`);
  } else {
    io.out(
      `Calling ${config.voice.serviceNumber} from ${callerNumber(args.from)} at ${config.publicUrl}`,
    );
  }
  const played = await (deps.playCall ?? defaultPlayCall)({
    ...(outbound ? { outbound } : {}),
    publicUrl: config.publicUrl,
    authToken: config.voice.authToken,
    accountSid: config.voice.accountSid,
    from,
    to: config.voice.serviceNumber,
    presses: args.presses,
    ...(args.stirVerstat === null ? {} : { stirVerstat: args.stirVerstat }),
    ...withPressFor(promptAnswers({ language: args.language, pin: args.pin })),
    talkSeconds: args.talkSeconds,
    ...(args.noAnswer && !args.answer ? { advisorAnswer: 'no-answer' as const } : {}),
    fetch: doFetch,
    ...(args.fast ? {} : { talk: talkInRealTime }),
    recordCall: createCallRecorder(config.voice, doFetch),
    onEvent: (event) => {
      const line = describeEvent(event);
      if (line && 'out' in line) io.out(line.out);
      if (line && 'err' in line) io.err(line.err);
    },
  });

  if (played.failure) {
    const reason = played.failure.reason;
    if (reason === 'unreachable' || reason === 'timeout') io.err(startHint);
    return 1;
  }
  io.out(charged(played.minutesCharged));
  return 0;
}
