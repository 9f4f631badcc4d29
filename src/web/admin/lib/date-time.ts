import { LOCALE, TIME_ZONE } from '../../../shared/constants/time';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';

const minutes = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });
const seconds = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'medium', timeZone: TIME_ZONE });

/** `24 November 2026 pukul 14.07 WIB`: a stored UTC moment as staff read it (Asia/Jakarta). */
export function dateTimeWib(iso: string, precision: 'minutes' | 'seconds' = 'minutes'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = (precision === 'seconds' ? seconds : minutes).format(date);
  return format(adminMessages.dateTimeWib, { waktu: text });
}
