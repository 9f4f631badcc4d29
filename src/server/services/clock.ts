/**
 * The time as the server reads it for what depends on it: which articles visitors see, when cached
 * answers end, when a preview link expires. One clock per app (BuildAppOptions.clock), so that tests
 * move it forward instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
