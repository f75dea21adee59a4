import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const stylesDir = join(process.cwd(), 'node_modules/@mantine/core/styles');
const imported = (file: string) =>
  [
    ...readFileSync(join(process.cwd(), 'src/app/styles', file), 'utf8').matchAll(
      /^import '@mantine\/core\/styles\/(.+)';$/gm,
    ),
  ].map((match) => match[1]!);

// The console loads Mantine's CSS per component (issue 19): the login page's part first, the rest
// with the signed-in layout. A component Mantine adds in an upgrade must not end up without CSS.
describe('Mantine CSS split', () => {
  const login = imported('login-styles.ts');
  const app = imported('app-styles.ts');

  it('imports every component stylesheet of @mantine/core exactly once across the two files', () => {
    const shipped = readdirSync(stylesDir)
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      // MantineProvider writes these itself (deduplicateCssVariables={false} in main.tsx).
      .filter((file) => file !== 'default-css-variables.css');
    expect([...login, ...app].sort()).toEqual(shipped.sort());
  });

  it('loads the global styles and the login page components first', () => {
    expect(login.slice(0, 2)).toEqual(['baseline.css', 'global.css']);
    for (const component of ['Button.css', 'Input.css', 'PasswordInput.css', 'Alert.css', 'Loader.css']) {
      expect(login).toContain(component);
    }
  });

  it('keeps the order of @mantine/core/styles.css within each file', () => {
    const all = readFileSync(join(stylesDir, '..', 'styles.css'), 'utf8');
    const offset = (file: string) => all.indexOf(readFileSync(join(stylesDir, file), 'utf8').trim().slice(0, 200));
    for (const list of [login, app]) {
      const offsets = list.map(offset);
      expect(offsets.every((at) => at >= 0)).toBe(true);
      expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    }
  });
});
