import { ImageError } from './types';

/** A content descriptor of the OCI image spec: what a blob is, its digest and size, for an image its platform. */
export type Descriptor = {
  mediaType?: string;
  digest: string;
  size?: number;
  platform?: { os?: string; architecture?: string; variant?: string };
};

/** An image manifest: its config blob and its layers, from the bottom. */
export type ImageManifest = { config: Descriptor; layers: Descriptor[] };

/** The platform a multi-platform image is read for: `linux/amd64`, `linux/arm64/v8`. */
export type Platform = { os: string; architecture: string; variant?: string };

export const parsePlatform = (text: string): Platform => {
  const [os, architecture, variant] = text.split('/');
  if (!os || !architecture) throw new ImageError(`"${text}" is not a platform: write it as os/architecture.`);
  return { os, architecture, ...(variant && { variant }) };
};

const DIGEST = /^sha256:[0-9a-f]{64}$/;

function descriptor(value: unknown, what: string): Descriptor {
  const d = value as Descriptor | null;
  if (!d || typeof d !== 'object' || typeof d.digest !== 'string' || !DIGEST.test(d.digest)) {
    throw new ImageError(`The ${what} is not a sha256 content descriptor.`);
  }
  return d;
}

/** JSON text of a manifest, an index or a config; a clear error otherwise. */
export function parseJson(text: string, what: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // said below
  }
  throw new ImageError(`The ${what} is not a JSON object.`);
}

/** Whether a manifest document is an index (OCI image index, Docker manifest list) rather than an image's manifest. */
export const isIndex = (document: Record<string, unknown>) => Array.isArray(document.manifests);

/**
 * The manifest of an index for the platform (OCI image spec, "Image Index"): the one whose platform
 * matches (the variant only when both say one); an index of one manifest without a platform is that
 * manifest (an OCI layout written for one image). Attestation manifests (`unknown/unknown`) never match.
 */
export function manifestForPlatform(index: Record<string, unknown>, platform: Platform): Descriptor {
  const manifests = (index.manifests as unknown[]).map((m, i) => descriptor(m, `index's manifest ${i + 1}`));
  const matching = manifests.filter(
    (m) =>
      m.platform?.os === platform.os &&
      m.platform.architecture === platform.architecture &&
      (!platform.variant || !m.platform.variant || m.platform.variant === platform.variant),
  );
  if (matching[0]) return matching[0];
  if (manifests.length === 1 && !manifests[0]!.platform) return manifests[0]!;
  const offered = manifests
    .map((m) => [m.platform?.os, m.platform?.architecture, m.platform?.variant].filter(Boolean).join('/'))
    .filter(Boolean);
  throw new ImageError(
    `The image has no manifest for ${platform.os}/${platform.architecture}${platform.variant ? `/${platform.variant}` : ''}` +
      (offered.length > 0 ? ` (it has ${[...new Set(offered)].join(', ')}).` : '.'),
  );
}

/** An image manifest's config and layers (OCI image manifest, Docker image manifest v2 schema 2). */
export function imageManifest(document: Record<string, unknown>): ImageManifest {
  if (document.schemaVersion === 1) throw new ImageError('Docker image manifests of schema 1 are not supported.');
  if (!Array.isArray(document.layers)) throw new ImageError('The image manifest lists no layers.');
  return {
    config: descriptor(document.config, "manifest's config"),
    layers: document.layers.map((l, i) => descriptor(l, `manifest's layer ${i + 1}`)),
  };
}

/** The uncompressed layers' digests an image config lists (`rootfs.diff_ids`), the layers' names in a `docker save`. */
export function diffIds(config: Record<string, unknown>): string[] {
  const rootfs = config.rootfs as { diff_ids?: unknown } | undefined;
  return Array.isArray(rootfs?.diff_ids) ? rootfs.diff_ids.filter((d): d is string => typeof d === 'string') : [];
}
