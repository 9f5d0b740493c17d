// A stand-in for a horoscope-app-api deployment on 127.0.0.1 (node:http, a random port): it
// answers GET /api/v1/get-horoscope/daily the way the API does (docs/architecture.md §5.4):
// `sign` required and case-insensitive, `day` TODAY | TOMORROW | YESTERDAY | a past YYYY-MM-DD,
// the success envelope {success, data: {date, horoscope_data}, status}, and the API's error
// bodies (404 "No such zodiac sign exists", 400 about `day`). It records every request, and can
// be told to answer in the older form (`data` as a plain string), to fail the next requests with
// a status, or to be slow, to exercise fallbacks and timeouts.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HoroscopeStandInRequest {
  method: string;
  path: string;
  /** The query parameters as received (the last value of a repeated one). */
  query: Record<string, string>;
}

export interface HoroscopeStandIn {
  /** For HOROSCOPE_API_URL: http://127.0.0.1:<port>. */
  baseUrl: string;
  /** Every request, in order, answered or not. */
  requests: HoroscopeStandInRequest[];
  /** The date the API gives today's readings (default "Nov 21, 2026"). */
  today: string;
  /** The text it answers for a sign (lower case); a default names the sign and the day. */
  setText(sign: string, text: string): void;
  /** Answer like older deployments: `data` is the text itself. */
  useLegacyForm(legacy?: boolean): void;
  /** Answer the next `times` requests with this status and the API's body for it. */
  failNext(status: 400 | 404 | 500 | 503, times?: number): void;
  /** Wait this long before answering the next `times` requests. */
  delayNext(milliseconds: number, times?: number): void;
  stop(): Promise<void>;
}

const dailyPath = '/api/v1/get-horoscope/daily';
const signs = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
];

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

const refusal = (status: number, message: string) => ({ status, success: false, message });

export async function startHoroscopeStandIn(
  options: { today?: string } = {},
): Promise<HoroscopeStandIn> {
  const requests: HoroscopeStandInRequest[] = [];
  const texts = new Map<string, string>();
  const failures: number[] = [];
  const delays: number[] = [];
  let legacy = false;

  const standIn: HoroscopeStandIn = {
    baseUrl: '',
    requests,
    today: options.today ?? 'Nov 21, 2026',
    setText: (sign, text) => void texts.set(sign.toLowerCase(), text),
    useLegacyForm: (value = true) => void (legacy = value),
    failNext(status, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    delayNext(milliseconds, times = 1) {
      for (let i = 0; i < times; i += 1) delays.push(milliseconds);
    },
    stop() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function answer(method: string, url: URL, res: ServerResponse) {
    const query = Object.fromEntries(url.searchParams);
    if (method !== 'GET' || url.pathname !== dailyPath) {
      return sendJson(res, 404, {
        message:
          'The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.',
      });
    }
    const failure = failures.shift();
    if (failure === 404) return sendJson(res, 404, refusal(404, 'No such zodiac sign exists'));
    if (failure === 400) {
      return sendJson(res, 400, refusal(400, 'Invalid value passed in day argument.'));
    }
    if (failure !== undefined) {
      return sendJson(res, failure, { message: 'Internal Server Error' });
    }

    const sign = query.sign?.toLowerCase();
    if (sign === undefined || sign === '') {
      return sendJson(res, 400, {
        errors: { sign: 'Missing required parameter in the query string' },
        message: 'Input payload validation failed',
      });
    }
    if (!signs.includes(sign)) {
      return sendJson(res, 404, refusal(404, 'No such zodiac sign exists'));
    }
    const day = query.day ?? 'TODAY';
    if (!['TODAY', 'TOMORROW', 'YESTERDAY'].includes(day.toUpperCase())) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
        return sendJson(
          res,
          400,
          refusal(400, 'Please enter day in the correct format: YYYY-MM-DD'),
        );
      }
      if (Date.parse(day) > Date.now()) {
        return sendJson(res, 400, refusal(400, 'Future date is not supported!'));
      }
    }
    const text = texts.get(sign) ?? `A stand-in reading for ${sign}, ${day.toLowerCase()}.`;
    const data = legacy ? text : { date: standIn.today, horoscope_data: text };
    return sendJson(res, 200, { success: true, data, status: 200 });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
    });
    const delay = delays.shift() ?? 0;
    const reply = () => answer(req.method ?? '', url, res);
    if (delay > 0) setTimeout(reply, delay);
    else reply();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  standIn.baseUrl = `http://127.0.0.1:${port}`;
  return standIn;
}
