import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ExtractError } from '../../../types';
import { mavenExtractors } from '../index';
import { pomXmlExtractor } from '../pom-xml';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const demo = (project: string) =>
  readFileSync(new URL(`../../../../../seed/demo/repositories/${project}/pom.xml`, import.meta.url), 'utf8');
const versions = (content: string) =>
  Object.fromEntries(pomXmlExtractor.extract(content, 'pom.xml').map((c) => [c.name, c.version]));

describe('pom.xml', () => {
  it('is exported for the core', () => {
    expect(mavenExtractors).toContain(pomXmlExtractor);
  });

  it('replaces properties and keeps test-scoped dependencies; versions managed by the parent are left out (commons-text)', () => {
    const components = pomXmlExtractor.extract(fixture('commons-text.pom.xml'), 'pom.xml');
    expect(Object.fromEntries(components.map((c) => [c.name, c.version]))).toEqual({
      'org.apache.commons:commons-lang3': '3.20.0',
      'net.bytebuddy:byte-buddy': '1.18.10',
      'net.bytebuddy:byte-buddy-agent': '1.18.10',
      'commons-io:commons-io': '2.22.0',
      'org.apache.commons:commons-rng-simple': '1.7',
      'org.openjdk.jmh:jmh-core': '1.37',
      'org.openjdk.jmh:jmh-generator-annprocess': '1.37',
      'org.apache.commons:commons-csv': '1.14.1',
    });
    expect(components[0]).toEqual({
      ecosystem: 'Maven',
      name: 'org.apache.commons:commons-lang3',
      version: '3.20.0',
      purl: 'pkg:maven/org.apache.commons/commons-lang3@3.20.0',
      licenses: [],
      relation: 'direct',
      introduced_through: null,
      released_at: null,
    });
    expect(components.every((c) => c.relation === 'direct')).toBe(true);
  });

  it('does not count a BOM import or exclusions as components (dash-licenses core)', () => {
    const found = versions(fixture('dash-licenses-core.pom.xml'));
    expect(Object.keys(found)).toHaveLength(15);
    expect(found['com.google.inject:guice']).toBe('7.0.0');
    expect(found['org.eclipse.jgit:org.eclipse.jgit']).toBe('7.6.0.202603022253-r');
    expect(found['org.junit:junit-bom']).toBeUndefined();
    expect(found['aopalliance:aopalliance']).toBeUndefined();
    expect(found['org.junit.jupiter:junit-jupiter']).toBeUndefined();
  });

  it('takes the project version from the parent when the project declares no version (dash-licenses maven-plugin)', () => {
    const found = versions(fixture('dash-licenses-maven-plugin.pom.xml'));
    expect(found['org.eclipse.dash:org.eclipse.dash.licenses.core']).toBe('1.1.1-SNAPSHOT');
    expect(found['org.apache.maven:maven-core']).toBe('3.9.16');
    expect(Object.keys(found)).toHaveLength(6);
  });

  it('finds no components in a pom that only manages versions (xxl-job root)', () => {
    expect(pomXmlExtractor.extract(fixture('xxl-job.pom.xml'), 'pom.xml')).toEqual([]);
  });

  it('fills a dependency without version from the same file’s dependencyManagement', () => {
    // Written for this test: no public pom found in the index manages and uses a version in one file.
    const pom = `<project xmlns="http://maven.apache.org/POM/4.0.0"><groupId>g</groupId><artifactId>a</artifactId>
      <version>2.0</version><properties><jackson.version>2.15.4</jackson.version></properties>
      <dependencyManagement><dependencies><dependency><groupId>com.fasterxml.jackson.core</groupId>
      <artifactId>jackson-databind</artifactId><version>\${jackson.version}</version></dependency></dependencies>
      </dependencyManagement><dependencies><dependency><groupId>com.fasterxml.jackson.core</groupId>
      <artifactId>jackson-databind</artifactId></dependency><dependency><groupId>\${project.groupId}</groupId>
      <artifactId>sibling</artifactId><version>\${project.version}</version></dependency></dependencies></project>`;
    expect(versions(pom)).toEqual({ 'com.fasterxml.jackson.core:jackson-databind': '2.15.4', 'g:sibling': '2.0' });
  });

  it('stops on properties that refer to each other', () => {
    const pom = `<project><groupId>g</groupId><artifactId>a</artifactId><version>1</version>
      <properties><a>\${b}</a><b>\${a}</b></properties><dependencies><dependency><groupId>x</groupId>
      <artifactId>y</artifactId><version>\${a}</version></dependency></dependencies></project>`;
    expect(pomXmlExtractor.extract(pom, 'pom.xml')).toEqual([]);
  });

  it('reads the demo poms', () => {
    expect(versions(demo('fraud-engine'))).toEqual({
      'org.springframework.boot:spring-boot-starter-web': '3.2.5',
      'org.springframework.boot:spring-boot-starter-actuator': '3.2.5',
      'org.postgresql:postgresql': '42.6.2',
      'com.google.guava:guava': '33.1.0-jre',
      'org.apache.commons:commons-text': '1.11.0',
      'org.springframework.boot:spring-boot-starter-test': '3.2.5',
    });
    const ledger = versions(demo('ledger-service'));
    expect(Object.keys(ledger)).toHaveLength(7);
    expect(ledger['org.springframework.boot:spring-boot-starter-log4j2']).toBe('2.5.6');
    expect(ledger['org.springframework.boot:spring-boot-starter-logging']).toBeUndefined();
  });

  it('refuses an entity-expansion bomb before expanding anything', () => {
    const entities = Array.from({ length: 10 }, (_, i) =>
      i === 0 ? '<!ENTITY lol0 "lol">' : `<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`,
    ).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE project [${entities}]><project><groupId>&lol9;</groupId></project>`;
    const started = performance.now();
    expect(() => pomXmlExtractor.extract(bomb, 'pom.xml')).toThrow(ExtractError);
    expect(() => pomXmlExtractor.extract(bomb, 'pom.xml')).toThrow(/DOCTYPE/);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('says why malformed input is not read', () => {
    expect(() => pomXmlExtractor.extract('<project><dependencies>', 'pom.xml')).toThrow(ExtractError);
    expect(() => pomXmlExtractor.extract('<settings><x>1</x></settings>', 'pom.xml')).toThrow(/no <project>/);
  });

  it('accepts pom.xml by name and sniffs a pom by its content', () => {
    expect(pomXmlExtractor.accepts('pom.xml')).toBe(true);
    expect(pomXmlExtractor.accepts('module/pom.xml')).toBe(true);
    expect(pomXmlExtractor.accepts('pom.xml.bak')).toBe(false);
    expect(pomXmlExtractor.sniff(fixture('commons-text.pom.xml'), '')).toBe(true);
    expect(pomXmlExtractor.sniff('<Project Sdk="Microsoft.NET.Sdk"></Project>', 'x.csproj')).toBe(false);
    expect(pomXmlExtractor.sniff('{"version": 2}', 'pom.xml')).toBe(false);
  });
});
