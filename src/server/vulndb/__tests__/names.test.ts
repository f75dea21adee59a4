import { describe, expect, it } from 'vitest';
import { normalizePackageName } from '../names';

describe('normalizePackageName', () => {
  // PEP 503's own examples ("Normalized Names"): all of these are one project.
  it.each([
    'friendly-bard',
    'Friendly-Bard',
    'FRIENDLY-BARD',
    'friendly.bard',
    'friendly_bard',
    'friendly--bard',
    'FrIeNdLy-._.-bArD',
  ])('PyPI: %s → friendly-bard (PEP 503)', (name) => {
    expect(normalizePackageName('PyPI', name)).toBe('friendly-bard');
  });

  it('lower-cases the case-insensitive registries', () => {
    expect(normalizePackageName('NuGet', 'Newtonsoft.Json')).toBe('newtonsoft.json');
    expect(normalizePackageName('Packagist', 'Symfony/HTTP-Kernel')).toBe('symfony/http-kernel');
    expect(normalizePackageName('crates.io', 'Serde_JSON')).toBe('serde_json');
  });

  it('keeps the case-sensitive ecosystems as written', () => {
    expect(normalizePackageName('npm', '@Babel/core')).toBe('@Babel/core');
    expect(normalizePackageName('Maven', 'org.apache.logging.log4j:log4j-core')).toBe(
      'org.apache.logging.log4j:log4j-core',
    );
    expect(normalizePackageName('Go', 'github.com/BurntSushi/toml')).toBe('github.com/BurntSushi/toml');
    expect(normalizePackageName('RubyGems', 'ActiveSupport')).toBe('ActiveSupport');
    expect(normalizePackageName('Debian', 'libssl3')).toBe('libssl3');
  });
});
