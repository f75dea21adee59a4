import { describe, expect, it } from 'vitest';
import { ExtractError } from '../../../types';
import { yarnLockExtractor } from '../yarn-lock';
import { component, demoFile, directOnes, fixture } from './read-fixture';

const extract = (content: string) => yarnLockExtractor.extract(content, 'yarn.lock');

describe('yarn.lock v1 (Degfy/ali-rds)', () => {
  const components = extract(fixture('yarn-v1.lock'));

  it('lists each of the 371 entries once', () => {
    expect(components).toHaveLength(371);
  });

  it('takes the packages nobody depends on as direct', () => {
    // package.json also names debug and co, which other packages require: yarn.lock alone cannot tell.
    expect(directOnes(components)).toEqual([
      'autod@3.0.1',
      'eslint-config-egg@3.2.0',
      'eslint@3.19.0',
      'istanbul@0.4.5',
      'mocha@5.0.1',
      'mysql@2.15.0',
      'thunk-mocha@1.0.8',
    ]);
    expect(component(components, 'debug', '3.1.0').relation).toBe('transitive');
  });

  it('follows optionalDependencies: istanbul → handlebars → uglify-js → yargs', () => {
    const yargs = component(components, 'yargs', '3.10.0');
    expect(yargs.introduced_through).toEqual(['istanbul@0.4.5', 'handlebars@4.0.11', 'uglify-js@2.8.29']);
    expect(yargs.purl).toBe('pkg:npm/yargs@3.10.0');
    expect(yargs.licenses).toEqual([]);
  });
});

describe('yarn.lock v1 of the demo project checkout-web', () => {
  const components = extract(demoFile('checkout-web/yarn.lock'));

  it('reads 104 packages, 8 of them direct', () => {
    expect(components).toHaveLength(104);
    expect(directOnes(components)).toEqual([
      'axios@0.21.4',
      'jsdom@16.7.0',
      'moment@2.29.1',
      'react-dom@17.0.2',
      'react-redux@7.2.5',
      'react-router-dom@5.3.0',
      'react@17.0.2',
      'typescript@4.4.3',
    ]);
  });

  it('sees redux, which @types/react-redux also requires, as transitive', () => {
    expect(component(components, 'redux', '4.1.1').introduced_through).toEqual([
      'react-redux@7.2.5',
      '@types/react-redux@7.1.35',
    ]);
    expect(component(components, 'xmlchars', '2.2.0').introduced_through).toEqual(['jsdom@16.7.0', 'saxes@5.0.1']);
  });
});

describe('yarn.lock berry (0xBigBoss/yarn-workspaces-demo)', () => {
  const components = extract(fixture('yarn-berry.lock'));

  it('reads 286 packages and leaves the three workspaces out', () => {
    expect(components).toHaveLength(286);
    expect(components.some((c) => c.name === 'my-app' || c.name.startsWith('@yarn-workspaces-demo/'))).toBe(false);
    expect(components.some((c) => c.name === 'yarn-workspaces-demo')).toBe(false);
  });

  it("takes the workspaces' dependencies as the direct ones", () => {
    expect(directOnes(components)).toEqual([
      '@changesets/cli@2.29.4',
      '@types/node@20.17.57',
      'ts-node@10.9.2',
      'tsup@8.5.0',
      'typescript@5.8.3',
    ]);
  });

  it('resolves dependencies through their descriptors', () => {
    expect(component(components, 'yn', '3.1.1').introduced_through).toEqual(['ts-node@10.9.2']);
    expect(component(components, 'make-error', '1.3.6').introduced_through).toEqual(['ts-node@10.9.2']);
    expect(component(components, '@types/node', '12.20.55').relation).toBe('transitive');
  });
});

describe('recognising a yarn.lock', () => {
  it('accepts by base name', () => {
    expect(yarnLockExtractor.accepts('web/yarn.lock')).toBe(true);
    expect(yarnLockExtractor.accepts('yarn.lock.bak')).toBe(false);
  });

  it('sniffs v1 and berry content, not the other lockfiles', () => {
    expect(yarnLockExtractor.sniff(fixture('yarn-v1.lock'), '')).toBe(true);
    expect(yarnLockExtractor.sniff(fixture('yarn-berry.lock'), 'x.txt')).toBe(true);
    const headless = fixture('yarn-v1.lock').replace(/^#.*$/gm, '');
    expect(yarnLockExtractor.sniff(headless, '')).toBe(true);
    expect(yarnLockExtractor.sniff(fixture('pnpm-v9.lock'), 'yarn.lock')).toBe(false);
    expect(yarnLockExtractor.sniff(fixture('package-lock-v3.json'), 'yarn.lock')).toBe(false);
  });
});

describe('malformed yarn.lock', () => {
  it('names the line of a v1 file that does not parse', () => {
    const lines = fixture('yarn-v1.lock').split('\n');
    const unclosed = [...lines.slice(0, 9), '  version "1.0.0', ...lines.slice(10)].join('\n');
    expect(() => extract(unclosed)).toThrow(ExtractError);
    expect(() => extract(unclosed)).toThrow('yarn.lock line 10: a quoted string is not closed');
    expect(() => extract('# yarn lockfile v1\n\n      version "1"\n')).toThrow(
      'yarn.lock line 3: unexpected indentation',
    );
    expect(() => extract('# yarn lockfile v1\n\nleft-pad@^1\n')).toThrow(
      'yarn.lock line 3: expected a package header ending with ":"',
    );
  });

  it('says why a truncated berry file does not parse', () => {
    const whole = fixture('yarn-berry.lock');
    const cut = whole.slice(0, whole.indexOf('resolution: "@changesets/apply-release-plan') + 20);
    expect(() => extract(cut)).toThrow(/^yarn\.lock \(berry\) does not parse: unexpected end of the stream/);
    expect(() => extract('__metadata:\n  version: 8\n"a@npm:1":\n  version: 1\n')).toThrow(
      'yarn.lock (berry): the entry "a@npm:1" has no resolution',
    );
  });

  it('refuses a berry file nested 50 000 levels deep', () => {
    const deep = `__metadata:\n  version: 8\n"a@npm:1":\n  x: ${'['.repeat(50_000)}${']'.repeat(50_000)}\n`;
    expect(() => extract(deep)).toThrow('yarn.lock (berry) does not parse: it is nested too deeply to read');
  });
});
