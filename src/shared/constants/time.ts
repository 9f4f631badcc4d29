/** The centre's time zone and language. */

export const TIME_ZONE = 'Asia/Jakarta';
/** Jakarta's offset from UTC all year (no daylight saving): a date and time typed in WIB. */
export const TIME_ZONE_OFFSET = '+07:00';
export const LOCALE = 'id-ID';
