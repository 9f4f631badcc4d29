import type { HealthCheck } from '../check';
import { linkProblems } from './link-problems';

/** Links that still work through a permanent redirect: the new address is offered as a one-click update. */
export const movedLinks: HealthCheck = {
  find: (db, context) => linkProblems(db, ['moved'], context),
};
