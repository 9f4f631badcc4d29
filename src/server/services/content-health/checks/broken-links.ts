import type { HealthCheck } from '../check';
import { linkProblems } from './link-problems';

/** Links visitors cannot open: gone, behind a login (a Drive file not shared), or not answering. */
export const brokenLinks: HealthCheck = {
  find: (db, context) => linkProblems(db, ['not_found', 'not_public', 'unreachable'], context),
};
