import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ExtractError } from '../../../types';
import { sbomExtractors } from '../index';

const read = (name: string) => readFileSync(new URL(`testdata/${name}`, import.meta.url), 'utf8');
const extractorFor = (content: string, name: string) => {
  const found = sbomExtractors.filter((e) => e.sniff(content, name));
  expect(found).toHaveLength(1);
  return found[0]!;
};
const extract = (name: string) => {
  const content = read(name);
  return { format: extractorFor(content, name).format, components: extractorFor(content, name).extract(content, name) };
};

// cyclonedx-npm's dev-dependencies demo: the project depends on @types/node, @types/uuid, uuid and uuidv4;
// @types/node pulls in undici-types (the `dependencies` section of each file).
const DEV_DEPENDENCIES = [
  {
    name: '@types/node',
    version: '20.14.10',
    purl: 'pkg:npm/%40types/node@20.14.10#types/node',
    relation: 'direct',
    introduced_through: null,
  },
  {
    name: '@types/uuid',
    version: '8.3.4',
    purl: 'pkg:npm/%40types/uuid@8.3.4#types/uuid',
    relation: 'direct',
    introduced_through: null,
  },
  {
    name: 'undici-types',
    version: '5.26.5',
    purl: 'pkg:npm/undici-types@5.26.5',
    relation: 'transitive',
    introduced_through: ['@types/node@20.14.10'],
  },
  { name: 'uuid', version: '8.3.2', purl: 'pkg:npm/uuid@8.3.2', relation: 'direct', introduced_through: null },
  { name: 'uuidv4', version: '6.2.13', purl: 'pkg:npm/uuidv4@6.2.13', relation: 'direct', introduced_through: null },
].map((c) => ({ ...c, ecosystem: 'npm', licenses: ['MIT'], released_at: null }));

describe('CycloneDX readers', () => {
  it.each([
    ['dev-dependencies.bom.1.4.json', 'CycloneDX JSON'],
    ['dev-dependencies.bom.1.5.json', 'CycloneDX JSON'],
    ['dev-dependencies.bom.1.6.json', 'CycloneDX JSON'],
    ['dev-dependencies.bom.1.4.xml', 'CycloneDX XML'],
    ['dev-dependencies.bom.1.5.xml', 'CycloneDX XML'],
    ['dev-dependencies.bom.1.6.xml', 'CycloneDX XML'],
  ])('%s: purls kept, names from the purl, licenses, direct and transitive from the graph', (name, format) => {
    const result = extract(name);
    expect(result.format).toBe(format);
    expect(result.components).toEqual(DEV_DEPENDENCIES);
  });

  it.each(['package-integrity.bom.1.5.json', 'package-integrity.bom.1.6.xml'])(
    '%s: a component nested in its package is read, with the chain that pulls it in',
    (name) => {
      const { components } = extract(name);
      expect(components.map((c) => [c.purl, c.licenses, c.relation, c.introduced_through])).toEqual([
        ['pkg:npm/base64-js@1.0.1', ['MIT'], 'direct', null],
        ['pkg:npm/buffer@5.4.3', ['MIT'], 'direct', null],
        ['pkg:npm/base64-js@1.3.1', ['MIT'], 'transitive', ['buffer@5.4.3']],
        ['pkg:npm/ieee754@1.1.13', ['BSD-3-Clause'], 'transitive', ['buffer@5.4.3']],
        ['pkg:npm/ignore@5.1.4', ['MIT'], 'direct', null],
      ]);
    },
  );

  it('reads Composer names vendor/name and chains through the graph (cyclonedx-php-composer, 1.4)', () => {
    const { components } = extract('laravel-7.12.0.bom.1.4.json');
    expect(components).toHaveLength(62);
    expect(components.every((c) => c.ecosystem === 'Packagist')).toBe(true);
    expect(components.find((c) => c.name === 'laravel/laravel')).toMatchObject({
      version: 'v7.12.0',
      relation: 'direct',
      introduced_through: null,
    });
    expect(components.find((c) => c.name === 'brick/math')).toEqual({
      ecosystem: 'Packagist',
      name: 'brick/math',
      version: '0.9.3',
      purl: 'pkg:composer/brick/math@0.9.3',
      licenses: ['MIT'],
      relation: 'transitive',
      introduced_through: ['laravel/laravel@v7.12.0', 'laravel/framework@v7.30.6', 'ramsey/uuid@4.2.3'],
      released_at: null,
    });
  });

  it('accepts the usual file names only', () => {
    const [json, xml] = sbomExtractors;
    expect(['bom.json', 'app.cdx.json', 'x.bom.json', 'package.json'].map((n) => json!.accepts(n))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(['bom.xml', 'app.cdx.xml', 'pom.xml'].map((n) => xml!.accepts(n))).toEqual([true, true, false]);
  });

  it('skips components without purl or of a purl type Argus does not match, and drops the project itself', () => {
    const bom = JSON.parse(read('dev-dependencies.bom.1.6.json'));
    bom.components[0].purl = 'pkg:github/actions/checkout@v4';
    delete bom.components[1].purl;
    const components = sbomExtractors[0]!.extract(JSON.stringify(bom), 'bom.json');
    expect(components.map((c) => c.name)).toEqual(['undici-types', 'uuid', 'uuidv4']);
  });

  it('says null for the relation when the BOM has no dependency graph', () => {
    const bom = JSON.parse(read('dev-dependencies.bom.1.5.json'));
    delete bom.dependencies;
    const components = sbomExtractors[0]!.extract(JSON.stringify(bom), 'bom.json');
    expect(components.map((c) => [c.relation, c.introduced_through])).toEqual(Array(5).fill([null, null]));
  });

  it('refuses malformed files, other versions and hostile nesting with a reason in words', () => {
    expect(() => extract('malformed.cdx.json')).toThrow(ExtractError);
    expect(() => extract('malformed.cdx.json')).toThrow(/^not valid JSON/);
    expect(() => extract('malformed.bom.xml')).toThrow(/^not well-formed XML \(line \d+, column \d+\)/);
    const old = read('dev-dependencies.bom.1.6.json').replace('"specVersion": "1.6"', '"specVersion": "1.3"');
    expect(() => sbomExtractors[0]!.extract(old, 'bom.json')).toThrow('CycloneDX specVersion "1.3" is not supported');
    let nested: unknown = [];
    for (let i = 0; i < 40; i++) nested = [{ name: 'x', purl: 'pkg:npm/x@1', components: nested }];
    const deep = JSON.stringify({ bomFormat: 'CycloneDX', specVersion: '1.6', components: nested });
    expect(() => sbomExtractors[0]!.extract(deep, 'bom.json')).toThrow('components are nested deeper than 32 levels');
    const deepXml = `<bom xmlns="http://cyclonedx.org/schema/bom/1.6">${'<components><component type="library">'.repeat(60)}`;
    expect(() =>
      sbomExtractors[1]!.extract(`${deepXml}${'</component></components>'.repeat(60)}</bom>`, 'bom.xml'),
    ).toThrow(ExtractError);
  });

  it('does not expand XML entities', () => {
    const xml = read('package-integrity.bom.1.6.xml')
      .replace(
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?xml version="1.0"?><!DOCTYPE bom [<!ENTITY x "pkg:npm/evil@6.6.6">]>',
      )
      .replace('<purl>pkg:npm/ignore@5.1.4</purl>', '<purl>&x;</purl>');
    const purls = sbomExtractors[1]!.extract(xml, 'bom.xml').map((c) => c.purl);
    expect(purls).not.toContain('pkg:npm/evil@6.6.6');
    expect(purls).toHaveLength(4);
  });
});

describe('SPDX reader', () => {
  it('reads syft output: crates with purls, no licenses asserted, no graph → relation null', () => {
    const { format, components } = extract('atc-router.spdx.json');
    expect(format).toBe('SPDX JSON');
    expect(components).toHaveLength(44);
    expect(components[0]).toEqual({
      ecosystem: 'crates.io',
      name: 'aho-corasick',
      version: '1.0.2',
      purl: 'pkg:cargo/aho-corasick@1.0.2',
      licenses: [],
      relation: null,
      introduced_through: null,
      released_at: null,
    });
  });

  it('reads trivy output: PyPI and Debian packages with their concluded licenses, the image left out', () => {
    const { components } = extract('todo-api.spdx.json');
    expect(new Set(components.map((c) => c.ecosystem))).toEqual(new Set(['PyPI', 'Debian']));
    expect(components.find((c) => c.name === 'flask')).toMatchObject({ version: '3.0.0', licenses: ['BSD-3-Clause'] });
    expect(components.find((c) => c.name === 'apt')).toMatchObject({
      ecosystem: 'Debian',
      purl: 'pkg:deb/debian/apt@3.0.3?arch=arm64&distro=debian-13.5',
      licenses: ['GPL-2.0-or-later', 'curl', 'BSD-3-Clause', 'MIT', 'GPL-2.0-only'],
    });
    expect(components.some((c) => c.name === 'todo-api')).toBe(false);
  });

  it('takes direct and transitive from DESCRIBES and DEPENDS_ON, and PACKAGE_MANAGER spelled with an underscore', () => {
    const doc = JSON.parse(read('atc-router.spdx.json'));
    const id = (name: string) => doc.packages.find((p: { name: string }) => p.name === name).SPDXID;
    doc.packages.find((p: { name: string }) => p.name === 'chrono').externalRefs[0].referenceCategory =
      'PACKAGE_MANAGER';
    doc.relationships = [
      { spdxElementId: 'SPDXRef-DOCUMENT', relationshipType: 'DESCRIBES', relatedSpdxElement: id('atc-router') },
      { spdxElementId: id('atc-router'), relationshipType: 'DEPENDS_ON', relatedSpdxElement: id('regex') },
      { spdxElementId: id('regex'), relationshipType: 'DEPENDS_ON', relatedSpdxElement: id('aho-corasick') },
      { spdxElementId: id('regex'), relationshipType: 'DEPENDENCY_OF', relatedSpdxElement: id('atc-router') },
    ];
    const components = sbomExtractors[2]!.extract(JSON.stringify(doc), 'x.spdx.json');
    const at = (name: string) => components.find((c) => c.name === name);
    expect(at('atc-router')).toBeUndefined();
    expect(at('regex')).toMatchObject({ relation: 'direct', introduced_through: null });
    expect(at('aho-corasick')).toMatchObject({ relation: 'transitive', introduced_through: ['regex@1.8.4'] });
    expect(at('chrono')).toMatchObject({
      purl: 'pkg:cargo/chrono@0.2.25',
      relation: 'transitive',
      introduced_through: null,
    });
  });
});
