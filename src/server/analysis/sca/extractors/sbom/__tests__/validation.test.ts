import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sbomProblem } from '../index';

const read = (name: string) => readFileSync(new URL(`testdata/${name}`, import.meta.url), 'utf8');

describe('sbomProblem', () => {
  it.each([
    'dev-dependencies.bom.1.4.json',
    'dev-dependencies.bom.1.5.json',
    'dev-dependencies.bom.1.6.json',
    'laravel-7.12.0.bom.1.4.json',
    'package-integrity.bom.1.5.json',
    'package-integrity.bom.1.6.json',
    'dev-dependencies.bom.1.4.xml',
    'dev-dependencies.bom.1.5.xml',
    'dev-dependencies.bom.1.6.xml',
    'package-integrity.bom.1.6.xml',
    'atc-router.spdx.json',
  ])('%s is a valid SBOM: no problem', (name) => {
    expect(sbomProblem(read(name), name)).toBeNull();
  });

  it('says nothing about content that is no SBOM (a lockfile, a manifest)', () => {
    expect(sbomProblem('{"name": "x", "lockfileVersion": 3, "packages": {}}', 'package-lock.json')).toBeNull();
    expect(sbomProblem('<project><modelVersion>4.0.0</modelVersion></project>', 'pom.xml')).toBeNull();
    expect(sbomProblem('flask==3.0.0\n', 'requirements.txt')).toBeNull();
  });

  it('names the first schema error with its JSON path: a number where the schema says string', () => {
    const bom = JSON.parse(read('dev-dependencies.bom.1.6.json'));
    bom.components[3].purl = 42;
    expect(sbomProblem(JSON.stringify(bom), 'bom.json')).toBe(
      'not a valid CycloneDX 1.6 document: components[3].purl: must be string',
    );
  });

  it('names a missing required field (CycloneDX 1.4 component name; SPDX 2.3 package SPDXID)', () => {
    const bom = JSON.parse(read('dev-dependencies.bom.1.4.json'));
    delete bom.components[1].name;
    expect(sbomProblem(JSON.stringify(bom), 'bom.json')).toBe(
      "not a valid CycloneDX 1.4 document: components[1]: must have required property 'name'",
    );
    const spdx = JSON.parse(read('atc-router.spdx.json'));
    delete spdx.packages[2].SPDXID;
    expect(sbomProblem(JSON.stringify(spdx), 'sbom.spdx.json')).toBe(
      "not a valid SPDX 2.3 document: packages[2]: must have required property 'SPDXID'",
    );
  });

  it('reports a real tool output that breaks the published SPDX 2.3 schema (trivy 0.71.2)', () => {
    expect(sbomProblem(read('todo-api.spdx.json'), 'sbom.spdx.json')).toBe(
      'not a valid SPDX 2.3 document: packages[118].primaryPackagePurpose: must be equal to one of the allowed values (OTHER, INSTALL, ARCHIVE, FIRMWARE, APPLICATION, FRAMEWORK, LIBRARY, CONTAINER, SOURCE, DEVICE, OPERATING_SYSTEM, FILE)',
    );
  });

  it('checks the CycloneDX 1.5 schema too (an enum value)', () => {
    const bom = JSON.parse(read('package-integrity.bom.1.5.json'));
    bom.components[0].type = 'gadget';
    expect(sbomProblem(JSON.stringify(bom), 'bom.json')).toMatch(
      /^not a valid CycloneDX 1\.5 document: components\[0\]\.type: must be equal to one of the allowed values \(application, framework, library, container, platform, operating-system, device, device-driver, firmware, file, machine-learning-model, data\)$/,
    );
  });

  it('refuses versions it has no schema for, and malformed JSON or XML', () => {
    const old = read('dev-dependencies.bom.1.6.json').replace('"specVersion": "1.6"', '"specVersion": "1.2"');
    expect(sbomProblem(old, 'bom.json')).toBe('CycloneDX specVersion "1.2" is not supported (1.4, 1.5 and 1.6 are)');
    const spdx22 = read('atc-router.spdx.json').replace('"SPDX-2.3"', '"SPDX-2.2"');
    expect(sbomProblem(spdx22, 'x.spdx.json')).toBe('SPDX version "SPDX-2.2" is not supported (SPDX-2.3 is)');
    expect(sbomProblem(read('malformed.cdx.json'), 'malformed.cdx.json')).toMatch(/^not valid JSON: /);
    expect(sbomProblem('{"bomFormat": "CycloneDX",', 'upload')).toMatch(/^not valid JSON: /);
    expect(sbomProblem(read('malformed.bom.xml'), 'malformed.bom.xml')).toMatch(
      /^not well-formed XML \(line \d+, column \d+\): /,
    );
  });

  it('checks the essentials of CycloneDX XML: component type and name, with the path', () => {
    const xml = read('package-integrity.bom.1.6.xml');
    expect(sbomProblem(xml.replace('<name>ieee754</name>', ''), 'bom.xml')).toBe(
      'not a valid CycloneDX 1.6 XML document: components[2]: must have a name',
    );
    const nested = '<component type="library" bom-ref="demo-package-integrity|buffer@5.4.3|base64-js@1.3.1">';
    expect(sbomProblem(xml.replace(nested, nested.replace('library', 'gadget')), 'bom.xml')).toMatch(
      /^not a valid CycloneDX 1\.6 XML document: components\[1\]\.components\[0\]\.type: must be one of the allowed values \(application, .*cryptographic-asset\)$/,
    );
    expect(sbomProblem(xml.replace('schema/bom/1.6', 'schema/bom/1.3'), 'bom.xml')).toBe(
      'CycloneDX XML 1.3 is not supported (1.4, 1.5 and 1.6 are)',
    );
  });

  it('compiles each schema once per process', () => {
    const bom = read('dev-dependencies.bom.1.6.json');
    const started = performance.now();
    for (let i = 0; i < 5; i++) expect(sbomProblem(bom, 'bom.json')).toBeNull();
    // Compiling 1.6 takes about a second; five validations of a small BOM take a few.
    expect(performance.now() - started).toBeLessThan(100);
  });
});
