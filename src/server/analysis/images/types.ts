import type { ExtractedComponent } from '../components/types';

/** Where a component was found: the layer (its place from the bottom, 0 first, and its digest) and the file. */
export type LayerRef = { index: number; digest: string };

/**
 * A package found in an image's filesystem (CONTRACT §17): an OS package of the distribution's database
 * or a language package installed in the image. `source` is the name its advisories use when it is not
 * the package's own: a Debian binary package's source package, an Alpine subpackage's origin.
 */
export type ImageComponent = ExtractedComponent & {
  type: 'os' | 'language';
  source: string | null;
  layer: LayerRef;
  path: string;
};

/** The distribution `etc/os-release` names: `debian` `12`, `alpine` `3.20.3`. */
export type Distribution = {
  id: string;
  version_id: string | null;
  codename: string | null;
  pretty_name: string | null;
};

/** What could not be read, and why, in words: a database that does not parse, a format Argus does not read. */
export type ImageProblem = { path: string; reason: string };

export type ImageResult = {
  /** `sha256:…` of the image manifest (CONTRACT §17). */
  digest: string;
  distribution: Distribution | null;
  layers_count: number;
  components: ImageComponent[];
  skipped: ImageProblem[];
  /** Package databases found that Argus does not read (the rpm database). */
  unsupported: ImageProblem[];
  /** Entries left alone because their path would leave the image's root (`../`), counted. */
  unsafe_entries: number;
};

/** Bounds on what one image may cost: a hostile archive or registry must not take unbounded time or memory. */
export type ImageLimits = {
  /** Layers of one image. */
  maxLayers: number;
  /** Entries of all layers together. */
  maxEntries: number;
  /** Bytes of all layers together once decompressed (a decompression bomb stops here). */
  maxUncompressedBytes: number;
  /** Bytes of one kept file (a package database, a package.json); a jar is read up to this size too. */
  maxFileBytes: number;
  /** Bytes of all kept files together. */
  maxKeptBytes: number;
};

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  maxLayers: 256,
  maxEntries: 2_000_000,
  maxUncompressedBytes: 32 * 1024 ** 3,
  maxFileBytes: 32 * 1024 ** 2,
  maxKeptBytes: 512 * 1024 ** 2,
};

/** A failure of the image itself (not a file in it), said in words; the run fails with this message. */
export class ImageError extends Error {}
