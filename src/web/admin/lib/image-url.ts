/**
 * Stored image paths are relative (`uploads/x.webp`, older data may carry backslashes); the site
 * serves them from its root. Absolute http(s) URLs are kept.
 */
export function imageUrl(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (/^https?:\/\//i.test(stored)) return stored;
  return `/${stored.replace(/\\/g, '/').replace(/^\/+/, '')}`;
}
