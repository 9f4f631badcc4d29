/** Only http(s) URLs: anything a visitor can click or that becomes an iframe must not run code. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** `drive.google.com/file/d/…`, `unim.ac.id:8080/x`: a domain name (ending in letters), then the rest. */
const BARE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]|$)/i;

/**
 * A link as people paste it, with `https://` added where it was left out (`drive.google.com/…`).
 * Anything else comes back trimmed and unchanged, so that a rule can still refuse it
 * (`javascript:…`, `mailto:…`, a protocol-relative `//host/…`, text that is no link).
 */
export function withHttpsScheme(value: string): string {
  const trimmed = value.trim();
  return BARE_HOST.test(trimmed) && !/\s/.test(trimmed) ? `https://${trimmed}` : trimmed;
}
