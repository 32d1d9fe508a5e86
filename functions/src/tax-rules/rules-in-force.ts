import type { RulesInForce } from '@36x/common';
import type { Store } from '../store/store';
import { rulesChangeCount } from './rules-changes';
import { smallSavingsInForce } from './small-savings-service';
import { taxRulesInForce } from './tax-rules-service';

/** How long a page may compute with rules read earlier: an admin's saved edit shows on pages within this. */
export const RULES_IN_FORCE_TTL_MS = 30_000;

/**
 * The rules in force for the function's pages (shared results links, a form posted without scripts): what the
 * browser reads from /api/tax-rules/in-force and /api/tax-rules/small-savings/in-force, from the same services. One
 * read serves every page of this instance for `ttlMs`, so a burst of page views costs the store one read; a save
 * through this instance, or a failed read, is not kept waiting.
 */
export function rulesInForceReader(
  store: Store,
  clock: () => number = () => Date.now(),
  ttlMs: number = RULES_IN_FORCE_TTL_MS,
): () => Promise<RulesInForce> {
  let cached: { at: number; changes: number; rules: Promise<RulesInForce> } | undefined;
  return () => {
    const now = clock();
    const changes = rulesChangeCount();
    if (!cached || now - cached.at >= ttlMs || now < cached.at || cached.changes !== changes) {
      const rules = Promise.all([taxRulesInForce(store), smallSavingsInForce(store)]).then(
        ([taxRules, savings]) => ({ taxRules, smallSavings: savings.rules }),
      );
      const entry = { at: now, changes, rules };
      rules.catch(() => {
        if (cached === entry) cached = undefined;
      });
      cached = entry;
    }
    return cached.rules;
  };
}
