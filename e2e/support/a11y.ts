import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface A11yOptions {
  /** Only check inside these selectors (default: the whole page). */
  include?: string[];
  /** Leave these selectors out (e.g. a third-party embed). */
  exclude?: string[];
  /** axe rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
  /** axe rules outside WCAG A/AA to check as well (e.g. 'heading-order', a best practice). */
  alsoRules?: string[];
}

/**
 * Fails with a readable list when axe-core finds WCAG 2.1 A/AA violations on the page as it is now.
 * Call it after the page has settled (content loaded, dialogs open if that is what you check).
 */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // An element fading in has the contrast of its opacity at that moment (an Alert at 2.04:1 made the admin check
  // flaky): wait until the finite transitions and animations have ended. Endless ones (spinners) never do.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const sel of options.include ?? []) builder = builder.include(sel);
  for (const sel of options.exclude ?? []) builder = builder.exclude(sel);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  if (options.alsoRules?.length) {
    // axe runs either tags or named rules: the extra rules are a second pass over the same page.
    let extra = new AxeBuilder({ page }).withRules(options.alsoRules);
    for (const sel of options.include ?? []) extra = extra.include(sel);
    for (const sel of options.exclude ?? []) extra = extra.exclude(sel);
    violations.push(...(await extra.analyze()).violations);
  }
  const report = violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`);
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${nodes.join('\n')}`;
    })
    .join('\n');
  expect(violations, `Accessibility violations on ${page.url()}:\n${report}`).toEqual([]);
}
