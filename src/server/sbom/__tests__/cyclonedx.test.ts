import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sbomExtractors } from '../../analysis/sca/extractors/sbom';
import { validatorOf } from '../../analysis/sca/extractors/sbom/schemas';
import type { ExtractedComponent } from '../../analysis/components/types';
import { cycloneDxDocument, type SbomComponent, type SbomVulnerability } from '../cyclonedx';

const TESTDATA = '../../analysis/sca/extractors/sbom/__tests__/testdata/';
const readBom = (name: string) => {
  const content = readFileSync(new URL(`${TESTDATA}${name}`, import.meta.url), 'utf8');
  return sbomExtractors.find((e) => e.sniff(content, name))!.extract(content, name);
};
const asInput = (components: ExtractedComponent[], path: string): SbomComponent[] =>
  components.map((c) => ({ ...c, paths: [path], vulnerabilities: [] }));

// GHSA-wxmh-65f7-jcvw (github/advisory-database, advisories/github-reviewed/2023/04/): guzzlehttp/psr7 before
// 1.9.1, CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:L/A:N (5.3, medium as NVD scores CVE-2023-29197), CWE-436.
const PSR7_HEADERS: SbomVulnerability = {
  vulnerability_id: 'GHSA-wxmh-65f7-jcvw',
  aliases: ['CVE-2023-29197'],
  cvss3_score: 5.3,
  cvss3_vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:L/A:N',
  severity: 'medium',
  cwe: 'CWE-436',
  summary: 'Improper header name validation in guzzlehttp/psr7',
  fixed_version: '1.9.1',
};

function laravelInput() {
  const components = asInput(readBom('laravel-7.12.0.bom.1.4.json'), 'bom.json');
  const psr7 = components.find((c) => c.name === 'guzzlehttp/psr7')!;
  psr7.vulnerabilities = [PSR7_HEADERS];
  return { projectName: 'laravel', argusVersion: '1.2.3', components, timestamp: new Date('2026-01-02T03:04:05Z') };
}

describe('cycloneDxDocument', () => {
  it('writes a document the official CycloneDX 1.6 schema accepts', () => {
    const document = cycloneDxDocument(laravelInput());
    const validate = validatorOf('CycloneDX 1.6');
    expect(validate(document), JSON.stringify(validate.errors?.[0])).toBe(true);
    const npm = cycloneDxDocument({
      projectName: 'demo',
      argusVersion: '1.2.3',
      components: asInput(readBom('dev-dependencies.bom.1.6.json'), 'package-lock.json'),
    });
    expect(validate(npm), JSON.stringify(validate.errors?.[0])).toBe(true);
  });

  it('names the project, the tool, and gives each component its purl as bom-ref, group for npm scopes', () => {
    const document = cycloneDxDocument({
      projectName: 'demo',
      argusVersion: '1.2.3',
      components: asInput(readBom('dev-dependencies.bom.1.6.json'), 'package-lock.json'),
      timestamp: new Date('2026-01-02T03:04:05Z'),
    });
    expect(document.serialNumber).toMatch(
      /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(document.metadata).toEqual({
      timestamp: '2026-01-02T03:04:05.000Z',
      tools: { components: [{ type: 'application', name: 'Argus', version: '1.2.3' }] },
      component: { type: 'application', 'bom-ref': 'argus-project', name: 'demo' },
    });
    expect(document.components[0]).toEqual({
      type: 'library',
      'bom-ref': 'pkg:npm/%40types/node@20.14.10#types/node',
      group: '@types',
      name: 'node',
      version: '20.14.10',
      purl: 'pkg:npm/%40types/node@20.14.10#types/node',
      licenses: [{ license: { id: 'MIT' } }],
      properties: [
        { name: 'argus:relation', value: 'direct' },
        { name: 'argus:path', value: 'package-lock.json' },
      ],
    });
    expect('vulnerabilities' in document).toBe(false);
  });

  it('writes a vulnerability with OSV source, CVSS rating, CWE number, the affected bom-ref and the upgrade', () => {
    const document = cycloneDxDocument(laravelInput());
    expect(document.vulnerabilities).toEqual([
      {
        id: 'GHSA-wxmh-65f7-jcvw',
        source: { name: 'OSV', url: 'https://osv.dev/vulnerability/GHSA-wxmh-65f7-jcvw' },
        references: [
          { id: 'CVE-2023-29197', source: { name: 'OSV', url: 'https://osv.dev/vulnerability/CVE-2023-29197' } },
        ],
        ratings: [
          {
            source: { name: 'OSV', url: 'https://osv.dev/vulnerability/GHSA-wxmh-65f7-jcvw' },
            score: 5.3,
            severity: 'medium',
            method: 'CVSSv31',
            vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:L/A:N',
          },
        ],
        cwes: [436],
        description: 'Improper header name validation in guzzlehttp/psr7',
        recommendation: 'Upgrade to 1.9.1',
        affects: [{ ref: 'pkg:composer/guzzlehttp/psr7@1.9.0' }],
      },
    ]);
  });

  it('keeps a license that is no SPDX id as a name', () => {
    const [component] = asInput(readBom('package-integrity.bom.1.6.json'), 'x');
    const document = cycloneDxDocument({
      projectName: 'p',
      argusVersion: '1',
      components: [{ ...component!, licenses: ['MIT', 'LicenseRef-12c6299793cdf486', 'Some custom license'] }],
    });
    expect(document.components[0]!.licenses).toEqual([
      { license: { id: 'MIT' } },
      { license: { name: 'LicenseRef-12c6299793cdf486' } },
      { license: { name: 'Some custom license' } },
    ]);
    expect(validatorOf('CycloneDX 1.6')(document)).toBe(true);
  });

  it.each(['laravel-7.12.0.bom.1.4.json', 'dev-dependencies.bom.1.5.xml', 'package-integrity.bom.1.6.json'])(
    'round trip from %s: read, write, read again → the same purls and licenses',
    (name) => {
      const first = readBom(name);
      const written = JSON.stringify(
        cycloneDxDocument({ projectName: 'p', argusVersion: '1', components: asInput(first, name) }),
      );
      const again = sbomExtractors[0]!.extract(written, 'bom.json');
      const key = (c: ExtractedComponent) => [c.purl, c.name, c.version, c.licenses];
      expect(again.map(key)).toEqual(first.map(key));
    },
  );
});
