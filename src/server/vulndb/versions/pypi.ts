import { clean, compare } from '@renovatebot/pep440';

/**
 * PEP 440 order (epochs, release numbers, pre-, post- and dev-releases, local versions), the forms
 * written differently compared as normalized (1.0RC1 = 1.0rc1, 1.0-1 = 1.0.post1). Null when the
 * text is not a PEP 440 version.
 */
export function comparePyPI(a: string, b: string): number | null {
  try {
    return compare(a.trim(), b.trim());
  } catch {
    // The library throws on a version it cannot parse; the caller falls back.
    return null;
  }
}

/** The normalized form of a PyPI version (for `versions` list membership), or null. */
export const normalizePyPI = (version: string): string | null => clean(version.trim());
