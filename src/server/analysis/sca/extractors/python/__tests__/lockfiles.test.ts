import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExtractError } from '../../../types';
import { pythonExtractors } from '../index';
import { pipfileLockExtractor } from '../pipfile-lock';
import { poetryLockExtractor } from '../poetry-lock';
import { uvLockExtractor } from '../uv-lock';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const sniffed = (content: string) => pythonExtractors.filter((e) => e.sniff(content, '')).map((e) => e.format);

describe('poetry.lock (python-poetry/poetry)', () => {
  const content = fixture('poetry-poetry.lock');
  const components = poetryLockExtractor.extract(content, 'poetry.lock');
  const get = (name: string) => components.find((c) => c.name === name);

  it('is recognised by name and by content', () => {
    expect(poetryLockExtractor.accepts('poetry.lock')).toBe(true);
    expect(sniffed(content)).toEqual(['poetry.lock']);
  });

  it('lists the 78 packages; those nobody depends on are direct', () => {
    expect(components).toHaveLength(78);
    expect(get('cleo')).toMatchObject({ version: '2.1.0', relation: 'direct', introduced_through: null });
    expect(components.filter((c) => c.relation === 'direct')).toHaveLength(26);
  });

  it('links dependencies spelled differently (typing_extensions) and gives the shortest chain', () => {
    // pbs-installer → httpx (its "download" extra) → anyio
    expect(get('anyio')).toMatchObject({
      version: '4.13.0',
      relation: 'transitive',
      introduced_through: ['pbs-installer@2026.4.7', 'httpx@0.28.1'],
      purl: 'pkg:pypi/anyio@4.13.0',
    });
    expect(get('typing-extensions')).toMatchObject({ relation: 'transitive', introduced_through: ['dulwich@1.2.1'] });
  });

  it('refuses broken TOML and a package without a version', () => {
    expect(() => poetryLockExtractor.extract('[[package]\nname = "x"', 'poetry.lock')).toThrow(/not valid TOML/);
    const noVersion = '[[package]]\nname = "six"\n\n[metadata]\nlock-version = "2.1"\ncontent-hash = "00"\n';
    expect(() => poetryLockExtractor.extract(noVersion, 'poetry.lock')).toThrow(ExtractError);
    expect(() => poetryLockExtractor.extract('[[package]]\nname = "six"\nversion = "1"\n', 'poetry.lock')).toThrow(
      /no \[metadata\]/,
    );
  });
});

describe('uv.lock (pallets/flask)', () => {
  const content = fixture('flask-uv.lock');
  const components = uvLockExtractor.extract(content, 'uv.lock');
  const get = (name: string, version?: string) =>
    components.find((c) => c.name === name && (version === undefined || c.version === version));

  it('is recognised by name and by content', () => {
    expect(uvLockExtractor.accepts('sub/uv.lock')).toBe(true);
    expect(sniffed(content)).toEqual(['uv.lock']);
  });

  it('leaves out the editable project (flask) and keeps both versions of a forked package', () => {
    expect(components).toHaveLength(80); // 81 [[package]] tables, one of them flask itself
    expect(get('flask')).toBeUndefined();
    expect(get('sphinx', '8.1.3')?.relation).toBe('direct');
    expect(get('sphinx', '8.2.3')?.relation).toBe('direct');
  });

  it('takes the project dependencies, extras and groups as direct, the rest by shortest chain', () => {
    expect(get('werkzeug')).toMatchObject({ version: '3.1.5', relation: 'direct' });
    expect(get('asgiref')?.relation).toBe('direct'); // optional-dependencies "async"
    expect(get('tox')?.relation).toBe('direct'); // dev-dependencies "dev"
    expect(get('uv')).toMatchObject({
      version: '0.9.28',
      relation: 'transitive',
      introduced_through: ['tox-uv@1.29.0'],
    });
    expect(get('distlib')?.introduced_through).toEqual(['tox@4.34.1', 'virtualenv@20.36.1']);
    expect(components.filter((c) => c.relation === 'direct')).toHaveLength(28);
  });

  it('refuses a lockfile without its version', () => {
    expect(() => uvLockExtractor.extract('[[package]]\nname = "a"\nversion = "1"\n', 'uv.lock')).toThrow(
      /no lockfile "version"/,
    );
  });
});

describe('Pipfile.lock (pypa/pipenv)', () => {
  const content = fixture('pipenv-Pipfile.lock');
  const components = pipfileLockExtractor.extract(content, 'Pipfile.lock');

  it('is recognised by name and by content', () => {
    expect(pipfileLockExtractor.accepts('Pipfile.lock')).toBe(true);
    expect(sniffed(content)).toEqual(['Pipfile.lock']);
  });

  it('reads default and develop, a package once per version, relation unknown', () => {
    // 10 default + 100 develop entries, five of them the same name and version in both
    expect(components).toHaveLength(105);
    expect(components.filter((c) => c.name === 'packaging').map((c) => c.version)).toEqual(['26.3', '26.2']);
    expect(components.find((c) => c.name === 'requests')).toMatchObject({
      version: '2.34.2',
      relation: null,
      introduced_through: null,
      purl: 'pkg:pypi/requests@2.34.2',
    });
  });

  it('refuses what is not a Pipfile.lock', () => {
    expect(() => pipfileLockExtractor.extract('{"default": {}}', 'Pipfile.lock')).toThrow(/no "_meta"/);
    expect(() => pipfileLockExtractor.extract('{"_meta": {}', 'Pipfile.lock')).toThrow(/not valid JSON/);
    expect(pipfileLockExtractor.sniff('{"_meta": {}, "packages": []}', 'Pipfile.lock')).toBe(false);
  });
});
