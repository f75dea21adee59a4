import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExtractError } from '../../../types';
import { gemfileLockExtractor as extractor } from '../gemfile-lock';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

describe('Gemfile.lock', () => {
  it('is recognised by name and by content', () => {
    expect(extractor.accepts('Gemfile.lock')).toBe(true);
    expect(extractor.accepts('Gemfile')).toBe(false);
    expect(extractor.sniff(fixture('rails-Gemfile.lock'), '')).toBe(true);
    expect(extractor.sniff('{"packages": []}', 'Gemfile.lock')).toBe(false);
  });

  it('reads GIT, PATH and GEM specs of rails, one component per version whatever the platforms', () => {
    const components = extractor.extract(fixture('rails-Gemfile.lock'), 'Gemfile.lock');
    const get = (name: string) => components.filter((c) => c.name === name);
    expect(components).toHaveLength(251);
    expect(get('sdoc')).toMatchObject([{ version: '2.6.2', relation: 'direct' }]); // GIT section
    expect(get('actioncable')).toMatchObject([{ version: '8.1.0.beta1' }]); // PATH section
    expect(get('nokogiri')).toMatchObject([{ version: '1.18.9', purl: 'pkg:gem/nokogiri@1.18.9', relation: 'direct' }]);
    expect(get('ffi')).toMatchObject([
      {
        ecosystem: 'RubyGems',
        version: '1.17.1',
        relation: 'transitive',
        introduced_through: ['image_processing@1.13.0', 'ruby-vips@2.2.2'],
      },
    ]);
  });

  it('reads a DEPENDENCIES entry marked with "!" after its requirement (rubygems.org)', () => {
    const components = extractor.extract(fixture('rubygems-org-Gemfile.lock'), 'Gemfile.lock');
    expect(components).toHaveLength(298);
    expect(components.filter((c) => c.relation === 'direct')).toHaveLength(120);
    expect(components.find((c) => c.name === 'avo-advanced')).toMatchObject({ version: '3.32.4', relation: 'direct' });
    expect(components.find((c) => c.name === 'avo-pro')?.introduced_through).toEqual(['avo-advanced@3.32.4']);
  });

  it('refuses malformed specs and files without sections', () => {
    const broken = 'GEM\n  remote: https://rubygems.org/\n  specs:\n    rack 3.0.0\n';
    expect(() => extractor.extract(broken, 'Gemfile.lock')).toThrow(ExtractError);
    expect(() => extractor.extract(broken, 'Gemfile.lock')).toThrow(/line 4/);
    expect(() => extractor.extract('hello\n', 'Gemfile.lock')).toThrow(/no GEM, GIT, PATH/);
  });
});
