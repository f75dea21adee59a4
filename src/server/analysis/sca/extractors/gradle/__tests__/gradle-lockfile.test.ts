import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ExtractError } from '../../../types';
import { gradleLockfileExtractor } from '../gradle-lockfile';
import { gradleExtractors } from '../index';

const lockfile = readFileSync(new URL('fixtures/vulnerable-java-application.gradle.lockfile', import.meta.url), 'utf8');

describe('gradle.lockfile', () => {
  it('is exported for the core', () => {
    expect(gradleExtractors).toContain(gradleLockfileExtractor);
  });

  it('lists every locked module once, without the empty= line (DataDog/vulnerable-java-application)', () => {
    const components = gradleLockfileExtractor.extract(lockfile, 'gradle.lockfile');
    expect(components).toHaveLength(68);
    expect(components.find((c) => c.name === 'empty')).toBeUndefined();
    expect(components.find((c) => c.name === 'org.yaml:snakeyaml')).toEqual({
      ecosystem: 'Maven',
      name: 'org.yaml:snakeyaml',
      version: '2.2',
      purl: 'pkg:maven/org.yaml/snakeyaml@2.2',
      licenses: [],
      relation: null,
      introduced_through: null,
      released_at: null,
    });
    expect(components.find((c) => c.name === 'org.projectlombok:lombok')?.version).toBe('1.18.32');
    expect(components.find((c) => c.name === 'org.apache.tomcat.embed:tomcat-embed-core')?.version).toBe('10.1.20');
  });

  it('reads the per-configuration files of Gradle 4.8–6, lines without configurations', () => {
    // The first lines of the same project's lockfile, as Gradle 6 wrote them per configuration.
    const old = lockfile
      .split('\n')
      .slice(0, 5)
      .map((line) => line.replace(/=.*$/, ''))
      .join('\n');
    expect(
      gradleLockfileExtractor.extract(old, 'gradle/dependency-locks/compileClasspath.lockfile').map((c) => c.name),
    ).toEqual(['ch.qos.logback:logback-classic', 'ch.qos.logback:logback-core']);
  });

  it('says which line is not a lock entry', () => {
    expect(() => gradleLockfileExtractor.extract(`${lockfile}\nnot a lock line\n`, 'gradle.lockfile')).toThrow(
      new ExtractError('line 74 is not a "group:artifact:version=configurations" entry'),
    );
  });

  it('accepts gradle.lockfile and lockfiles under gradle/dependency-locks, and sniffs the header', () => {
    expect(gradleLockfileExtractor.accepts('gradle.lockfile')).toBe(true);
    expect(gradleLockfileExtractor.accepts('app/gradle.lockfile')).toBe(true);
    expect(gradleLockfileExtractor.accepts('gradle/dependency-locks/compileClasspath.lockfile')).toBe(true);
    expect(gradleLockfileExtractor.accepts('compileClasspath.lockfile')).toBe(false);
    expect(gradleLockfileExtractor.sniff(lockfile, '')).toBe(true);
    expect(gradleLockfileExtractor.sniff('org.yaml:snakeyaml:2.2=runtimeClasspath\n', '')).toBe(true);
    expect(gradleLockfileExtractor.sniff('module example.com/x\n', '')).toBe(false);
  });
});
