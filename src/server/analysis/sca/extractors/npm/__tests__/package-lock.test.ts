import { describe, expect, it } from 'vitest';
import { ExtractError } from '../../../types';
import { packageLockExtractor } from '../package-lock';
import { component, demoFile, directOnes, fixture } from './read-fixture';

const extract = (content: string) => packageLockExtractor.extract(content, 'app/package-lock.json');

describe('package-lock.json v1 (0-0Jia/P2PChat)', () => {
  const components = extract(fixture('package-lock-v1.json'));

  it('lists every installed name@version once', () => {
    expect(components).toHaveLength(171);
  });

  it('takes the top-level packages nobody requires as the direct ones', () => {
    // package.json also names debug and http-errors, which other packages require too: a v1 lockfile
    // alone cannot tell them apart from transitive ones.
    expect(directOnes(components)).toEqual([
      'cookie-parser@1.4.5',
      'ejs@3.1.3',
      'express@4.16.4',
      'jade@1.11.0',
      'morgan@1.9.1',
      'multer@1.4.2',
      'socket.io@2.3.0',
      'underscore@1.10.2',
    ]);
  });

  it('resolves a nested copy (clean-css/node_modules/commander) and its chain', () => {
    const commander = component(components, 'commander', '2.8.1');
    expect(commander.relation).toBe('transitive');
    expect(commander.introduced_through).toEqual(['jade@1.11.0', 'clean-css@3.4.28']);
    expect(commander.purl).toBe('pkg:npm/commander@2.8.1');
    expect(component(components, 'express', '4.16.4').introduced_through).toBeNull();
  });
});

describe('package-lock.json v2 (0-00niknan0-00/goit-js-hw-10)', () => {
  const components = extract(fixture('package-lock-v2.json'));

  it('reads the packages map: 44 packages, the root dependencies and devDependencies direct', () => {
    expect(components).toHaveLength(44);
    expect(directOnes(components)).toEqual([
      'flatpickr@4.6.13',
      'glob@8.1.0',
      'izitoast@1.4.0',
      'vite-plugin-full-reload@1.0.5',
      'vite-plugin-html-inject@1.0.1',
      'vite@4.5.2',
    ]);
  });

  it('keeps dev dependencies, with the shortest chain', () => {
    const wrappy = component(components, 'wrappy', '1.0.2');
    expect(wrappy.relation).toBe('transitive');
    expect(wrappy.introduced_through).toEqual(['glob@8.1.0', 'inflight@1.0.6']);
  });
});

describe('package-lock.json v3 (0-7-34/arsenal-trackr)', () => {
  const components = extract(fixture('package-lock-v3.json'));

  it('reads 88 packages with their licenses as SPDX ids', () => {
    expect(components).toHaveLength(88);
    expect(components.every((c) => c.licenses.length === 1)).toBe(true);
    expect(component(components, 'dotenv', '17.2.3').licenses).toEqual(['BSD-2-Clause']);
    expect(component(components, 'qs', '6.14.1').licenses).toEqual(['BSD-3-Clause']);
  });

  it('follows pg → pg-types → postgres-interval → xtend', () => {
    expect(directOnes(components)).toEqual([
      'dotenv@17.2.3',
      'express-rate-limit@8.2.1',
      'express@5.2.1',
      'node-fetch@3.3.2',
      'pg@8.17.1',
    ]);
    const xtend = component(components, 'xtend', '4.0.2');
    expect(xtend.introduced_through).toEqual(['pg@8.17.1', 'pg-types@2.2.0', 'postgres-interval@1.2.0']);
  });
});

describe('the demo projects', () => {
  it('customer-portal: 171 packages, 16 direct (dev ones included), licenses on all', () => {
    const components = extract(demoFile('customer-portal/package-lock.json'));
    expect(components).toHaveLength(171);
    expect(directOnes(components)).toHaveLength(16);
    expect(component(components, 'vitest', '4.1.12').relation).toBe('direct');
    expect(component(components, 'xmlchars', '2.2.0').introduced_through).toEqual(['jsdom@29.1.1', 'saxes@6.0.0']);
    expect(components.every((c) => c.licenses.length > 0)).toBe(true);
  });

  it('notification-service: 115 packages, the 9 of package.json direct', () => {
    const components = extract(demoFile('notification-service/package-lock.json'));
    expect(components).toHaveLength(115);
    expect(directOnes(components)).toEqual([
      'axios@1.7.9',
      'dayjs@1.11.13',
      'express@4.21.2',
      'jsonwebtoken@9.0.2',
      'lodash@4.17.21',
      'node-fetch@2.7.0',
      'pg@8.13.1',
      'ws@8.18.0',
      'zod@3.24.1',
    ]);
    expect(component(components, 'xtend', '4.0.2').introduced_through).toEqual([
      'pg@8.13.1',
      'pg-types@2.2.0',
      'postgres-interval@1.2.0',
    ]);
  });
});

describe('recognising a package-lock', () => {
  it('accepts both npm file names, by base name', () => {
    expect(packageLockExtractor.accepts('a/b/package-lock.json')).toBe(true);
    expect(packageLockExtractor.accepts('npm-shrinkwrap.json')).toBe(true);
    expect(packageLockExtractor.accepts('package.json')).toBe(false);
  });

  it('sniffs the content of every version, whatever the name', () => {
    for (const name of ['package-lock-v1.json', 'package-lock-v2.json', 'package-lock-v3.json']) {
      expect(packageLockExtractor.sniff(fixture(name), 'upload.bin')).toBe(true);
    }
    expect(packageLockExtractor.sniff('{"name": "x", "dependencies": {}}', 'package-lock.json')).toBe(false);
    expect(packageLockExtractor.sniff(fixture('yarn-v1.lock'), 'package-lock.json')).toBe(false);
  });
});

describe('malformed package-locks', () => {
  it('says where truncated JSON ends', () => {
    const whole = fixture('package-lock-v3.json');
    const lines = whole.split('\n');
    const cut = lines.slice(0, 120).join('\n');
    expect(() => extract(cut)).toThrow(ExtractError);
    expect(() => extract(cut)).toThrow(/^package-lock\.json is not valid JSON: .+ at line 120$/);
  });

  it('refuses an unknown lockfileVersion, wrong shapes and a non-object', () => {
    expect(() => extract('{"lockfileVersion": 4, "packages": {}}')).toThrow(
      'package-lock.json has lockfileVersion 4, which this version of Argus does not know (1, 2 and 3 are read)',
    );
    expect(() => extract('{"lockfileVersion": 3, "packages": []}')).toThrow('has no "packages" map');
    expect(() => extract('{"lockfileVersion": 3, "packages": {"node_modules/a": 1}}')).toThrow(
      'the entry "node_modules/a" of "packages" is not an object',
    );
    expect(() => extract('{"lockfileVersion": 1, "dependencies": {"a": "1.0.0"}}')).toThrow(
      'the dependency "a" is not an object',
    );
    expect(() => extract('[]')).toThrow('package-lock.json is not a JSON object');
  });

  it('refuses a v1 tree 50 000 levels deep without overflowing the stack', () => {
    const depth = 50_000;
    const deep = `{"lockfileVersion": 1, "dependencies": ${'{"a": {"version": "1.0.0", "dependencies": '.repeat(depth)}{}${'}}'.repeat(depth)}}`;
    expect(() => extract(deep)).toThrow('nests dependencies more than 256 levels deep');
  });
});
