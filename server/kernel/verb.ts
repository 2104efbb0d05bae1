import type { RequestContext } from './context.ts';

/**
 * The one argument of every service verb: who calls (`ctx`) and what it sent, already validated (`input`).
 * A route's handler passes both; a module that needs more (the question-bank module's permission `family`)
 * extends this rather than declaring its own.
 */
export interface Verb<I = undefined> {
  ctx: RequestContext;
  input: I;
}
