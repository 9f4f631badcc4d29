import type { FastifyRequest } from 'fastify';
import type { Audience } from '../../db/index';

/**
 * Who reads a publishable kind (articles, pages): visitors see what is visible now; staff see every
 * record, drafts and schedules too (answers never cached). A session held to one screen (a temporary
 * password, a two-factor setup due) reads as a visitor does.
 */
export function audienceOf(request: FastifyRequest): Audience {
  return request.staffReader ? 'staff' : { visibleAt: request.server.clock.now().toISOString() };
}
