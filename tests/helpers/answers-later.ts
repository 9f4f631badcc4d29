import { setImmediate as nextTurn } from 'node:timers/promises';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { DatabaseHandle } from '../../src/db/index';

/**
 * Hands every query's answer back a turn of the event loop later, as a database across a network
 * does. better-sqlite3 answers at once, so requests run on SQLite one after another between their
 * queries; through this, parallel requests interleave there as they do on PostgreSQL. The queries
 * still run on the real database, unchanged.
 */
class AnswersLater implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    await nextTurn();
    return args.result;
  }
}

/** The same database, its answers a turn later (see AnswersLater); closing it is left to its owner. */
export function answeringLater(handle: DatabaseHandle): DatabaseHandle {
  return { ...handle, db: handle.db.withPlugin(new AnswersLater()), close: async () => undefined };
}
