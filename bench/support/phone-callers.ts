// The phone line benchmark's callers: customers written straight into the server's SQLite file
// before the server starts (migrated, demo data seeded, then one active customer per caller with
// a verified number and minutes, the minutes recorded in the ledger as every balance must be,
// and one signed-in advisor per caller, so that every call can be put through), and the
// webhooks of each call as Twilio sends them: form-encoded, signed in X-Twilio-Signature over
// PUBLIC_URL + the path and query with the line's auth token.
import twilio from 'twilio';
import { systemClock } from '#server/clock.ts';
import { openDatabase } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDemoData } from '#server/db/seed/index.ts';
import { TELEPHONY_PREFIX, telephonyPaths } from '#server/features/telephony/urls.ts';
import { newCallSid } from '#server/providers/voice/simulator/call-ids.ts';
import { SIMULATED_TWILIO_ACCOUNT_SID } from '#server/config.ts';

export interface BenchCaller {
  /** 10 digits, as stored. */
  phone: string;
  /** What the line greets the caller with. */
  firstName: string;
  /** The extension of the caller's own advisor, free for them alone. */
  extension: number;
  /** The advisor's number (10 digits), the one the line dials. */
  advisorPhone: string;
}

/** Balance of every caller: enough that the line greets them rather than refusing. */
const callerMinutes = 120;
/** The toll-free line the calls come in on (SERVICE_PHONE's default, in E.164). */
export const serviceNumber = '+18885550142';

export const voicePath = `${TELEPHONY_PREFIX}${telephonyPaths.voice}`;

/** Numbers 416-555-1000 onwards: valid North American numbers no demo account uses. */
function callerAt(index: number): BenchCaller {
  const serial = String(index + 1).padStart(3, '0');
  return {
    phone: `416555${1000 + index}`,
    firstName: `Caller${serial}`,
    extension: 7001 + index,
    advisorPhone: `647555${1000 + index}`,
  };
}

/** The advisor a caller asks for: extensions 7001 onwards, numbers 647-555-1000 onwards. */
function advisorOf(caller: BenchCaller, at: string) {
  return {
    id: newId(),
    extension: caller.extension,
    name: `Advisor ${caller.extension}`,
    description: 'Benchmark advisor',
    phone: caller.advisorPhone,
    availTimeStr: 'Varies',
    isListed: true,
    signedIn: true,
    signedInChangedAt: at,
    createdAt: at,
    updatedAt: at,
  };
}

export async function seedCallers(dataDir: string, count: number): Promise<BenchCaller[]> {
  const callers = Array.from({ length: count }, (_, index) => callerAt(index));
  const database = openDatabase({ dataDir });
  try {
    await migrateToLatest(database);
    await seedDemoData(database, { clock: systemClock });
    const at = systemClock.now().toISOString();
    await database.kysely.transaction().execute(async (trx) => {
      for (const caller of callers) {
        await trx.insertInto('advisors').values(advisorOf(caller, at)).execute();
        const customerId = newId();
        await trx
          .insertInto('customers')
          .values({
            id: customerId,
            name: `${caller.firstName} Bench`,
            email: `${caller.firstName.toLowerCase()}@bench.example`,
            credits: callerMinutes,
            createdAt: at,
            updatedAt: at,
            adultConfirmedAt: at,
          })
          .execute();
        await trx
          .insertInto('customerPhoneNumbers')
          .values({ id: newId(), customerId, phone: caller.phone, verifiedAt: at, createdAt: at })
          .execute();
        await trx
          .insertInto('minuteLedger')
          .values({
            id: newId(),
            customerId,
            deltaMinutes: callerMinutes,
            balanceAfter: callerMinutes,
            reason: 'adjustment',
            note: 'Benchmark credit',
            createdAt: at,
          })
          .execute();
      }
    });
  } finally {
    await database.close();
  }
  return callers;
}

export interface SignedWebhook {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A request of Twilio's to the line: `params` form-encoded, signed over the absolute URL. */
export function signedWebhook(
  publicUrl: string,
  authToken: string,
  pathAndQuery: string,
  params: Record<string, string>,
): SignedWebhook {
  return {
    method: 'POST',
    path: pathAndQuery,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Twilio-Signature': twilio.getExpectedTwilioSignature(
        authToken,
        `${publicUrl}${pathAndQuery}`,
        params,
      ),
    },
    body: new URLSearchParams(params).toString(),
  };
}

/** The parameters Twilio sends with every request about one inbound call from `caller`. */
export function inboundCallParams(
  caller: Pick<BenchCaller, 'phone'>,
  callSid: string,
  callStatus: string,
) {
  const from = `+1${caller.phone}`;
  return {
    AccountSid: SIMULATED_TWILIO_ACCOUNT_SID,
    ApiVersion: '2010-04-01',
    CallSid: callSid,
    CallStatus: callStatus,
    Direction: 'inbound',
    From: from,
    To: serviceNumber,
    Caller: from,
    Called: serviceNumber,
  };
}

/** The first webhook of an inbound call from `caller`, as Twilio signs and sends it. */
export function incomingCallWebhook(
  publicUrl: string,
  authToken: string,
  caller: Pick<BenchCaller, 'phone'>,
  callSid = newCallSid(),
): SignedWebhook {
  return signedWebhook(
    publicUrl,
    authToken,
    voicePath,
    inboundCallParams(caller, callSid, 'ringing'),
  );
}
