/**
 * The server's time as a service (deps.clock), so that a test moves it instead of sleeping: a signing
 * code's ten minutes, a signing token's hour. Each server gets its own clock object, so a test that spies
 * on one leaves the others alone.
 */
export interface Clock {
  now(): Date;
}

export function systemClock(): Clock {
  return { now: () => new Date() };
}
