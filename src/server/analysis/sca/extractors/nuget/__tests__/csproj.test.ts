import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ExtractError } from '../../../types';
import { csprojExtractor } from '../csproj';
import { nugetExtractors } from '../index';

const demo = (path: string) =>
  readFileSync(new URL(`../../../../../seed/demo/repositories/billing-gateway/${path}`, import.meta.url), 'utf8');
const gateway = demo('src/BillingGateway/BillingGateway.csproj');

describe('MSBuild project files', () => {
  it('is exported for the core', () => {
    expect(nugetExtractors).toContain(csprojExtractor);
  });

  it('reads the PackageReferences of the demo billing-gateway', () => {
    const components = csprojExtractor.extract(gateway, 'BillingGateway.csproj');
    expect(components).toHaveLength(10);
    expect(components.find((c) => c.name === 'Newtonsoft.Json')).toEqual({
      ecosystem: 'NuGet',
      name: 'Newtonsoft.Json',
      version: '12.0.3',
      purl: 'pkg:nuget/Newtonsoft.Json@12.0.3',
      licenses: [],
      relation: 'direct',
      introduced_through: null,
      released_at: null,
    });
    const tests = csprojExtractor.extract(demo('tests/BillingGateway.Tests/BillingGateway.Tests.csproj'), 'x.csproj');
    expect(tests.map((c) => `${c.name}@${c.version}`)).toEqual([
      'Microsoft.NET.Test.Sdk@17.8.0',
      'Moq@4.20.70',
      'xunit@2.6.6',
      'xunit.runner.visualstudio@2.5.6',
    ]);
  });

  it('says why malformed input is not read', () => {
    expect(() => csprojExtractor.extract('<Project><ItemGroup>', 'x.csproj')).toThrow(ExtractError);
    expect(() => csprojExtractor.extract('<project></project>', 'x.csproj')).toThrow(/no <Project>/);
  });

  it('accepts project files by extension and sniffs PackageReferences', () => {
    expect(csprojExtractor.accepts('src/App/App.csproj')).toBe(true);
    expect(csprojExtractor.accepts('App.fsproj')).toBe(true);
    expect(csprojExtractor.accepts('App.sln')).toBe(false);
    expect(csprojExtractor.sniff(gateway, '')).toBe(true);
    expect(csprojExtractor.sniff('<project xmlns="http://maven.apache.org/POM/4.0.0"></project>', '')).toBe(false);
  });
});
