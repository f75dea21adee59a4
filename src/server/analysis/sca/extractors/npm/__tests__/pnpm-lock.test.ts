import { describe, expect, it } from 'vitest';
import { ExtractError } from '../../../types';
import { pnpmLockExtractor } from '../pnpm-lock';
import { component, directOnes, fixture } from './read-fixture';

const extract = (content: string) => pnpmLockExtractor.extract(content, 'pnpm-lock.yaml');

describe('pnpm-lock.yaml 5.3 (Oyxiaoxi/vue-minesweeper)', () => {
  const components = extract(fixture('pnpm-v5.lock'));

  it('reads the 514 packages and the 24 root dependencies and devDependencies as direct', () => {
    expect(components).toHaveLength(514);
    expect(directOnes(components)).toHaveLength(24);
  });

  it('strips v5 peer suffixes (`8.2.5_vue@3.2.31`, hashed ones too) and follows the graph', () => {
    expect(component(components, '@vueuse/core', '8.2.5').relation).toBe('direct');
    expect(component(components, '@vue/devtools-api', '6.0.13').introduced_through).toEqual(['vue-router@4.0.14']);
    const plugin = component(components, '@typescript-eslint/eslint-plugin', '5.17.0');
    expect(plugin.relation).toBe('transitive');
    expect(plugin.purl).toBe('pkg:npm/%40typescript-eslint/eslint-plugin@5.17.0');
  });
});

describe('pnpm-lock.yaml 6.0 (Oyxiaoxi/WorldTime)', () => {
  const components = extract(fixture('pnpm-v6.lock'));

  it('reads the 789 packages; the {specifier, version} root maps give 28 direct ones', () => {
    expect(components).toHaveLength(789);
    expect(directOnes(components)).toHaveLength(28);
    expect(component(components, 'vue-router', '4.2.1').relation).toBe('direct');
  });

  it('strips `(peer@x)` suffixes and resolves `/name@version` keys', () => {
    expect(component(components, '@vueuse/core', '10.1.2').relation).toBe('direct');
    expect(component(components, '@vue/devtools-api', '6.5.0').introduced_through).toEqual(['vue-router@4.2.1']);
  });
});

describe('pnpm-lock.yaml 9.0 (OxygenO22/todolist-01)', () => {
  const components = extract(fixture('pnpm-v9.lock'));

  it("reads the snapshots: 138 packages, the importer's 10 dependencies direct", () => {
    expect(components).toHaveLength(138);
    expect(directOnes(components)).toEqual([
      '@types/react-dom@19.0.2',
      '@types/react@19.0.2',
      '@vitejs/plugin-react-swc@3.7.2',
      'globals@15.14.0',
      'react-dom@19.0.0',
      'react@19.0.0',
      'typescript@5.7.2',
      'uuid@13.0.0',
      'vite@6.0.6',
      'vitest@2.1.8',
    ]);
  });

  it('follows snapshot dependencies', () => {
    expect(component(components, 'scheduler', '0.25.0').introduced_through).toEqual(['react-dom@19.0.0']);
    expect(component(components, '@swc/core', '1.15.1').introduced_through).toEqual(['@vitejs/plugin-react-swc@3.7.2']);
  });
});

describe('recognising a pnpm-lock.yaml', () => {
  it('accepts by base name and sniffs every version', () => {
    expect(pnpmLockExtractor.accepts('apps/web/pnpm-lock.yaml')).toBe(true);
    expect(pnpmLockExtractor.accepts('pnpm-workspace.yaml')).toBe(false);
    for (const name of ['pnpm-v5.lock', 'pnpm-v6.lock', 'pnpm-v9.lock']) {
      expect(pnpmLockExtractor.sniff(fixture(name), 'upload')).toBe(true);
    }
    expect(pnpmLockExtractor.sniff(fixture('yarn-berry.lock'), 'pnpm-lock.yaml')).toBe(false);
    expect(pnpmLockExtractor.sniff(fixture('package-lock-v3.json'), 'pnpm-lock.yaml')).toBe(false);
  });
});

describe('malformed pnpm-lock.yaml', () => {
  it('says why truncated YAML does not parse', () => {
    const whole = fixture('pnpm-v9.lock');
    const cut = whole.slice(0, whole.indexOf('resolution: {integrity:') + 30);
    expect(() => extract(cut)).toThrow(ExtractError);
    expect(() => extract(cut)).toThrow(/^pnpm-lock\.yaml is not valid YAML: .+ at line 46/);
  });

  it('refuses an unknown lockfileVersion and keys without a version', () => {
    expect(() => extract("lockfileVersion: '4.0'\npackages: {}\n")).toThrow(
      'pnpm-lock.yaml has lockfileVersion "4.0", which this version of Argus does not know (5.x, 6.x and 9.x are read)',
    );
    expect(() => extract('packages: {}\n')).toThrow('pnpm-lock.yaml has no lockfileVersion');
    expect(() => extract("lockfileVersion: '9.0'\nsnapshots:\n  left-pad: {}\n")).toThrow(
      'the package key "left-pad" names no version',
    );
    expect(() => extract('- a\n- b\n')).toThrow('pnpm-lock.yaml is not a YAML map');
  });

  it('refuses YAML nested 50 000 levels deep', () => {
    const deep = `lockfileVersion: '9.0'\nsnapshots: ${'['.repeat(50_000)}${']'.repeat(50_000)}\n`;
    expect(() => extract(deep)).toThrow('pnpm-lock.yaml is not valid YAML: it is nested too deeply to read');
  });
});
