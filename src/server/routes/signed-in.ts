import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/schemas/auth';
import { UnauthorizedError } from '../services/errors';

/**
 * The person of a request on a route that declares a role (the session guard has let them through),
 * with their session: for handlers that act on the account or the session itself.
 */
export function signedIn(request: FastifyRequest): { user: SessionUser; token: string; tokenHash: string } {
  const { admin, sessionToken, sessionHash } = request;
  if (!admin || !sessionToken || !sessionHash) throw new UnauthorizedError();
  return { user: admin, token: sessionToken, tokenHash: sessionHash };
}
