import type { FastifyReply } from 'fastify';

/**
 * Adds a field to the Vary header, keeping the ones already there: CORS adds Origin and the cache
 * Accept-Encoding, in either order, and neither may drop the other.
 */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const text = Array.isArray(current) ? current.join(',') : typeof current === 'string' ? current : '';
  const fields = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((name) => name.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}
