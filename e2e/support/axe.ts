import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules checked: WCAG 2.1 A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * No WCAG 2.1 A/AA violation on the screen as it is now (only inside `include`, or leaving out
 * `exclude`, when given). Colours are read with reduced motion, so a button just clicked or a notice
 * fading in is checked as it finally looks, not half-way through its transition.
 */
export async function expectAccessible(page: Page, scope: { include?: string; exclude?: string } = {}): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    // Only the violations are gathered node by node (axe's `resultTypes`): the passes' details, which
    // nothing reads, cost much of axe's time on a screen full of rows. The options come first: set
    // after `withTags`, they would replace the rule selection.
    // Legacy mode runs axe in the page itself: the default opens a blank page per check to join the
    // frames' results, which made a check take 0.4 s instead of 0.15 s. What it gives up is testing
    // frames from another origin, and the pages under test have none (a video is a facade until played).
    let builder = new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .withTags(WCAG_TAGS);
    if (scope.include) builder = builder.include(scope.include);
    if (scope.exclude) builder = builder.exclude(scope.exclude);
    const results = await builder.analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      ),
    ).toEqual([]);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}
