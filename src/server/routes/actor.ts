import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../db/index';

/**
 * The person a request's write is done by, for the activity log (and the trash's "deleted by", a
 * revision's author): the account of the session and the request's address. Null without a session,
 * which a write route never sees (the session guard refuses it first).
 */
export function actorOf(request: FastifyRequest): Actor | null {
  const { admin } = request;
  return admin ? { id: admin.id, name: admin.name, ip: request.ip } : null;
}
