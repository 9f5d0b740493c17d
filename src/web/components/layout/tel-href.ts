// A phone number as a tel: link target: digits only, with the country code ("tel:18885550142"),
// which every phone dials the same way whatever the punctuation people read.
import { toDialNumber } from '#shared/phone/phone.ts';

export function telHref(phone: string): string {
  return `tel:${toDialNumber(phone) ?? phone.replace(/\D/g, '')}`;
}
