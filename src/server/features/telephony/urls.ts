// The line's webhook addresses (CONTRACTS.md "Phone line"): Twilio calls the voice URL, then
// only the action URLs our TwiML gives it. Absolute, under PUBLIC_URL, because the signature
// Twilio sends is computed over the exact URL it requests.
export const TELEPHONY_PREFIX = '/api/telephony';

export const telephonyPaths = {
  voice: '/voice',
  menu: '/menu',
  extension: '/extension',
  whisper: '/whisper',
  dialEnded: '/dial-ended',
  presence: '/presence',
} as const;

export function telephonyUrls(publicUrl: string) {
  const at = (path: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
    ).toString();
    return `${publicUrl}${TELEPHONY_PREFIX}${path}${search ? `?${search}` : ''}`;
  };
  return {
    voice: () => at(telephonyPaths.voice),
    menu: (attempt: number) => at(telephonyPaths.menu, { attempt }),
    extension: (attempt: number) => at(telephonyPaths.extension, { attempt }),
    whisper: (callId: string) => at(telephonyPaths.whisper, { call: callId }),
    dialEnded: (callId: string) => at(telephonyPaths.dialEnded, { call: callId }),
    presence: () => at(telephonyPaths.presence),
  };
}
