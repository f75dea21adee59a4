import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExtractError } from '../../../types';
import { pythonExtractors } from '../index';
import { requirementsTxtExtractor as extractor } from '../requirements-txt';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const demo = (project: string) =>
  readFileSync(join(__dirname, '../../../../../seed/demo/repositories', project, 'requirements.txt'), 'utf8');
const byName = (content: string) => new Map(extractor.extract(content, 'requirements.txt').map((c) => [c.name, c]));

describe('requirements.txt', () => {
  it('accepts the usual names by base name', () => {
    for (const name of [
      'requirements.txt',
      'requirements-dev.txt',
      'dev-requirements.txt',
      'a/requirements_test.txt',
    ]) {
      expect(extractor.accepts(name)).toBe(true);
    }
    for (const name of ['requirements.in', 'constraints.txt', 'myrequirements.txt.bak']) {
      expect(extractor.accepts(name)).toBe(false);
    }
  });

  it('reads pip-compile output with hashes: 34 pins, the relation from "# via" (warehouse docs-user.txt)', () => {
    const content = fixture('warehouse-docs-user-requirements.txt');
    expect(pythonExtractors.filter((e) => e.sniff(content, 'docs-user.txt')).map((e) => e.format)).toEqual([
      'requirements.txt',
    ]);
    const components = byName(content);
    expect(components.size).toBe(34);
    const direct = [...components.values()].filter((c) => c.relation === 'direct').map((c) => c.name);
    expect(direct.sort()).toEqual(['material-plausible-plugin', 'mkdocs', 'mkdocs-macros-plugin', 'mkdocs-material']);
    // urllib3 is "via requests", requests "via mkdocs-macros-plugin, mkdocs-material".
    expect(components.get('urllib3')).toMatchObject({
      version: '2.7.0',
      relation: 'transitive',
      introduced_through: ['mkdocs-macros-plugin@1.5.0', 'requests@2.34.2'],
      purl: 'pkg:pypi/urllib3@2.7.0',
      licenses: [],
      released_at: null,
    });
    expect(components.get('python-dateutil')?.version).toBe('2.9.0.post0');
  });

  it('takes "-r file" in a "# via" list as direct (flask requirements/dev.txt)', () => {
    const components = byName(fixture('flask-dev-requirements.txt'));
    expect(components.size).toBe(54);
    expect(components.get('sphinx')).toMatchObject({ version: '8.2.3', relation: 'direct' });
    expect(components.get('distlib')).toMatchObject({
      version: '0.3.9',
      relation: 'transitive',
      introduced_through: ['pre-commit@4.2.0', 'virtualenv@20.29.3'],
    });
    expect(components.get('cachetools')?.introduced_through).toEqual(['tox@4.25.0']);
  });

  it('reads the demo projects, whose files say nothing of relations', () => {
    const ml = extractor.extract(demo('ml-feature-store'), 'requirements.txt');
    expect(ml.map((c) => `${c.name}@${c.version}`)).toEqual([
      'fastapi@0.115.6',
      'uvicorn@0.34.0',
      'sqlalchemy@2.0.36',
      'pandas@2.2.3',
      'httpx@0.28.1',
      'requests@2.32.3',
      'pyyaml@6.0.2',
      'paramiko@3.4.0',
    ]);
    expect(ml.every((c) => c.relation === null && c.introduced_through === null)).toBe(true);
    expect(extractor.extract(demo('risk-scoring'), 'requirements.txt')).toHaveLength(9);
    const reporting = extractor.extract(demo('reporting-service'), 'requirements.txt');
    expect(reporting).toHaveLength(10);
    expect(reporting.find((c) => c.name === 'pillow')?.purl).toBe('pkg:pypi/pillow@8.1.0');
  });

  it('keeps markers, extras, === and continuations; skips ranges, options, URLs and editables', () => {
    const content = [
      '-r base.txt',
      '-c constraints.txt',
      '--index-url https://pypi.org/simple',
      '-e git+https://github.com/pallets/flask.git#egg=flask',
      'https://example.com/pkg-1.0.tar.gz',
      'pkg @ https://example.com/pkg-1.0.tar.gz',
      'Django>=4.2',
      'six',
      'requests[socks]==2.31.0 ; python_version >= "3.8"  # pinned for socks',
      'importlib-metadata==6.0.0; python_version<"3.8"',
      'Flask_Cors===4.0.1 \\',
      '    --hash=sha256:0000000000000000000000000000000000000000000000000000000000000000',
      'numpy==1.26.*',
    ].join('\n');
    expect(extractor.extract(content, 'requirements.txt').map((c) => `${c.name}@${c.version} ${c.purl}`)).toEqual([
      'requests@2.31.0 pkg:pypi/requests@2.31.0',
      'importlib-metadata@6.0.0 pkg:pypi/importlib-metadata@6.0.0',
      'Flask_Cors@4.0.1 pkg:pypi/flask-cors@4.0.1',
    ]);
  });

  it('refuses a line that is no requirement, naming it', () => {
    expect(() => extractor.extract('flask==2.0.1\n<<<<<<< HEAD\n', 'requirements.txt')).toThrow(ExtractError);
    expect(() => extractor.extract('flask==2.0.1\n<<<<<<< HEAD\n', 'requirements.txt')).toThrow(/line 2/);
    expect(extractor.sniff('{"packages": []}', 'requirements.txt')).toBe(false);
    expect(extractor.sniff(fixture('poetry-poetry.lock'), 'requirements.txt')).toBe(false);
  });
});
