// Whether the line may name a recognised customer and spend their minutes on this call
// (docs/decisions/026). A customer with a phone PIN must enter it first; a caller ID that failed
// SHAKEN/STIR verification may not spend minutes without the PIN, so an account without one is
// refused. What a call has established (the first webhook's StirVerstat, the wrong PINs, the
// right PIN) is a caller_checks row keyed by Twilio's CallSid, which every later webhook reads
// back with the caller: no URL carries it, so no request can claim it.
//
// The common call (no PIN, caller ID not failed) writes nothing and reads nothing more than the
// caller's lookup, which already brings the PIN's presence and the call's row.
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import type { PhonePinService } from '#server/features/phone-pin/service.ts';
import { callerIdVerification } from '#server/providers/voice/stir-verstat.ts';
import * as repo from './repo.ts';
import type { CallerCheckState } from './repo.ts';

/** Wrong PINs one call may enter; the last ends the call and warns the owner. */
export const MAX_WRONG_PINS_PER_CALL = 3;

/** The customer as the caller's lookup found them, with what this call established. */
export interface CheckedCaller {
  customerId: string;
  /** The number the call came from, 10 digits. */
  phone: string;
  hasPin: boolean;
  check: CallerCheckState | null;
}

/** The webhook's facts about the call. */
export interface CallFacts {
  callSid: string;
  /** This webhook's StirVerstat, if it carried one. */
  stirVerstat: string | null;
}

/** Before the line may name the caller. */
export type Admission =
  | 'admitted'
  /** Ask for the PIN. */
  | 'ask-pin'
  /** The account's wrong PINs of the day are used up: no PIN is taken until the next day. */
  | 'pin-locked'
  /** The caller ID failed verification and the account has no PIN: refuse. */
  | 'caller-id-unverified';

/** After digits were entered at the PIN prompt. */
export type PinOutcome =
  | Admission
  | 'wrong-pin'
  /** The call's third wrong PIN: the call ends, the owner is warned. */
  | 'too-many-wrong-pins'
  /** A wrong PIN that used up the day's budget: the call ends, the owner is warned. */
  | 'wrong-pin-locked';

type PinGate = Pick<PhonePinService, 'isLocked' | 'check' | 'warnOfWrongPins'>;

export function createCallerCheck(deps: { database: Database; clock: Clock; phonePin: PinGate }) {
  const { clock, phonePin } = deps;
  const db = deps.database.kysely;

  /** 'admitted', 'caller-id-unverified', or 'pin' (a PIN is needed and not entered yet). */
  async function needsPin(
    caller: CheckedCaller,
    call: CallFacts,
  ): Promise<'admitted' | 'caller-id-unverified' | 'pin'> {
    // The first webhook's value holds for the whole call; a later one may only make it stricter.
    const failed = [caller.check?.stirVerstat, call.stirVerstat].some(
      (stirVerstat) => callerIdVerification(stirVerstat) === 'failed',
    );
    if (!caller.hasPin && !failed) return 'admitted';
    if (caller.hasPin && caller.check?.pinVerified) return 'admitted';
    // A request without a CallSid is no call the line can follow from one step to the next.
    if (call.callSid === '') return caller.hasPin ? 'pin' : 'caller-id-unverified';
    await repo.openCallerCheck(db, {
      callSid: call.callSid,
      customerId: caller.customerId,
      stirVerstat: call.stirVerstat === null ? null : call.stirVerstat.slice(0, 64),
      createdAt: clock.now().toISOString(),
    });
    return caller.hasPin ? 'pin' : 'caller-id-unverified';
  }

  return {
    async admission(caller: CheckedCaller, call: CallFacts): Promise<Admission> {
      const needed = await needsPin(caller, call);
      if (needed !== 'pin') return needed;
      return (await phonePin.isLocked(caller.customerId)) ? 'pin-locked' : 'ask-pin';
    },

    /**
     * Digits entered at the PIN prompt: the right PIN admits the caller for the rest of the call;
     * a wrong one asks again, until the call's third or the day's last allowed one ends the call
     * and has the owner warned by email and SMS.
     */
    async enterPin(caller: CheckedCaller, call: CallFacts, digits: string): Promise<PinOutcome> {
      const needed = await needsPin(caller, call);
      if (needed !== 'pin') return needed;
      if (call.callSid === '') return 'caller-id-unverified';
      const checked = await phonePin.check(caller.customerId, digits);
      switch (checked) {
        case 'right':
          await repo.markPinVerified(db, call.callSid, clock.now().toISOString());
          return 'admitted';
        case 'no-pin':
          // Removed a moment ago: the call goes on as for an account without one.
          return (await needsPin({ ...caller, hasPin: false }, call)) === 'admitted'
            ? 'admitted'
            : 'caller-id-unverified';
        case 'locked':
          return 'pin-locked';
        case 'wrong':
        case 'wrong-and-locked': {
          const wrongInCall = await repo.addWrongPin(db, call.callSid);
          const outcome: PinOutcome =
            checked === 'wrong-and-locked'
              ? 'wrong-pin-locked'
              : wrongInCall >= MAX_WRONG_PINS_PER_CALL
                ? 'too-many-wrong-pins'
                : 'wrong-pin';
          if (outcome !== 'wrong-pin') {
            await phonePin.warnOfWrongPins(caller.customerId, caller.phone);
          }
          return outcome;
        }
      }
    },
  };
}
