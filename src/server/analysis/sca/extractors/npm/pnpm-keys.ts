import { splitDescriptor } from './yarn-v1';

/** How a pnpm lockfile writes its package keys: v5 `/name/1.0.0_peer@2`, v6 `/name@1.0.0(peer@2)`, v9 without `/`. */
export type KeyStyle = 'v5' | 'v6' | 'v9';

/** A version without pnpm's peer suffix: `1.0.0(react@18.2.0)` and `1.0.0_react@18.2.0` are both `1.0.0`. */
function withoutPeers(version: string): string {
  const cut = version.search(/[(_]/);
  return cut < 0 ? version : version.slice(0, cut);
}

/** The name and version a package key stands for, peer suffixes stripped; undefined when the key has none. */
export function parseKey(key: string, style: KeyStyle): [string, string] | undefined {
  const bare = key.startsWith('/') ? key.slice(1) : key;
  if (style === 'v5') {
    const parts = bare.split('/');
    const scoped = parts[0]?.startsWith('@') ?? false;
    const name = scoped ? `${parts[0]}/${parts[1]}` : parts[0];
    const version = parts[scoped ? 2 : 1];
    if (!name || !version) return undefined;
    return [name, withoutPeers(version)];
  }
  const cut = bare.indexOf('(');
  const [name, version] = splitDescriptor(cut < 0 ? bare : bare.slice(0, cut));
  return name && version ? [name, withoutPeers(version)] : undefined;
}

/**
 * The keys a dependency reference may point at, most likely first: a plain version is joined to the
 * dependency's name as the style writes keys; an alias or a non-registry source is a key already.
 */
export function refCandidates(name: string, ref: string, style: KeyStyle): string[] {
  if (style === 'v5') return [`/${name}/${ref}`, ref];
  if (style === 'v6') return [`/${name}@${ref}`, ref];
  return [`${name}@${ref}`, ref];
}
