import type { FastifyRequest } from 'fastify';
import type { AdminPublic } from '../../shared/schemas/auth';
import { UnauthorizedError } from '../services/errors';

/**
 * The admin of the request, for reads that only staff may make (a record's history, an autosave
 * slot): the session guard covers writes, and such a GET answers 401 without a session in the same way.
 */
export function sessionAdmin(request: FastifyRequest): AdminPublic {
  if (!request.admin) throw new UnauthorizedError();
  return request.admin;
}
