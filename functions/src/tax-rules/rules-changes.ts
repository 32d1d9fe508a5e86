/**
 * Saves of the rules made through this instance, counted: a page rendered here after an admin's save reads the rules
 * again at once instead of waiting out its cache (rules-in-force.ts). Other instances catch up within the cache's life.
 */
let changes = 0;

export const rulesChangeCount = (): number => changes;

export function noteRulesChanged(): void {
  changes++;
}
