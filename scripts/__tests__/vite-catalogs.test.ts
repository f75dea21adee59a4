import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messageCatalogs } from '../vite-catalogs';

const dir = mkdtempSync(join(tmpdir(), 'argus-catalogs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The plugin's load hook on `id`, as Vite calls it; the module's `messages`, evaluated. */
function load(id: string): Record<string, unknown> {
  const plugin = messageCatalogs();
  const hook = plugin.load as (this: { addWatchFile: (file: string) => void }, id: string) => { code: string } | null;
  const result = hook.call({ addWatchFile: () => {} }, id);
  if (!result) throw new Error(`${id} was not compiled`);
  return JSON.parse(result.code.replace(/^export const messages = /, '').replace(/;$/, '')) as Record<string, unknown>;
}

describe('the catalog plugin', () => {
  mkdirSync(join(dir, 'widgets', 'locales'), { recursive: true });
  const file = join(dir, 'widgets', 'locales', 'en.json');
  writeFileSync(
    file,
    JSON.stringify({
      'widgets.title': 'Widgets',
      'widgets.count': '{count, plural, one {# widget} other {# widgets}}',
    }),
  );

  it('compiles every message of a catalog, or only those named with only=', () => {
    expect(Object.keys(load(`${file}?catalog`))).toEqual(['widgets.title', 'widgets.count']);
    expect(load(`${file}?catalog&only=widgets.count`)).toEqual({
      'widgets.count': [['count', 'plural', { one: ['#', ' widget'], other: ['#', ' widgets'] }]],
    });
    expect(Object.keys(load(`${file}?catalog&only=widgets.title,widgets.count`))).toEqual([
      'widgets.title',
      'widgets.count',
    ]);
  });

  it('fails the build on an id the catalog lacks', () => {
    expect(() => load(`${file}?catalog&only=widgets.missing`)).toThrow(/has no message "widgets\.missing"/);
  });
});
