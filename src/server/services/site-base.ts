import type { FastifyRequest } from 'fastify';

/**
 * The address absolute links of this site start with: PUBLIC_URL (always set in production), else the
 * address the request reached, as an origin (`http://localhost:3000`). A Host header that is no host
 * at all gives none (''): links then stay site-relative rather than carry what a client made up.
 */
export function siteBase(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return publicUrl;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return '';
  }
}
