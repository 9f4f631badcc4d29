import type { FastifyRequest } from 'fastify';
import type { StaffActor } from '../services/auth/session';
import { UnauthorizedError } from '../services/errors';

/**
 * The person of a request on a route that declares a role (the session guard has let them through),
 * with the request's address (whom the activity log names) and their session: for handlers that act
 * on the account or the session itself.
 */
export function signedIn(request: FastifyRequest): { user: StaffActor; token: string; tokenHash: string } {
  const { admin, sessionToken, sessionHash } = request;
  if (!admin || !sessionToken || !sessionHash) throw new UnauthorizedError();
  return { user: { ...admin, ip: request.ip }, token: sessionToken, tokenHash: sessionHash };
}
