// The session's own service calls check their one argument by hand: at sign-in every member's page
// runs them, and zod loads with the forms and records that need it (./service-inputs.ts).

/** A document id a call cannot do without: a non-empty string, else a TypeError naming it. */
export function requireId(value: unknown, name: string): asserts value is string {
  if (typeof value !== 'string' || value === '') throw new TypeError(`${name}: expected a non-empty id`);
}
