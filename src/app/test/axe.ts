import axe from 'axe-core';

/**
 * WCAG 2 A/AA violations axe finds in the document, as "rule: targets" lines.
 * Colour contrast needs real layout, which jsdom lacks: the e2e axe run checks it.
 * (axe-core comes with @axe-core/playwright, which the e2e tests use.)
 */
export async function axeViolations(): Promise<string[]> {
  document.documentElement.lang ||= 'en';
  document.title ||= 'Argus';
  const results = await axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
