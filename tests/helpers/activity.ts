import type { Activity, Actor } from '../../src/db/index';

/** A content write a test makes to set up its data: it leaves no row in the activity log. */
export const FIXTURE_WRITE = { by: null, note: [] } as const satisfies Activity<unknown>;

/** The test's Admin (TEST_ADMIN, the first account of each test database) as a service call's actor. */
export const ADMIN_ACTOR: Actor = { id: 1, name: 'admin', ip: '127.0.0.1' };
