import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type Budget, type LayerContent, readLayer } from '../layer';
import { type Descriptor, imageManifest, isIndex, manifestForPlatform, type Platform, parseJson } from '../manifest';
import { ImageError } from '../types';
import { authorize, type RegistryCredentials } from './auth';
import { bodyText, get, type HttpRules } from './http';

/** What a pull job carries (CONTRACT §17): where the image is, how to ask for it, within what bounds. */
export type PullRequest = {
  /** The registry's base URL: `https://registry.example.com`, `http://127.0.0.1:5000`. */
  registry: string;
  /** The repository inside it: `library/debian`. */
  repository: string;
  /** A tag or a `sha256:` digest. */
  reference: string;
  credentials: RegistryCredentials | null;
  allowLocal: boolean;
  timeoutMs: number;
};

const MANIFEST_TYPES = [
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.docker.distribution.manifest.list.v2+json',
  'application/vnd.oci.image.manifest.v1+json',
  'application/vnd.docker.distribution.manifest.v2+json',
].join(', ');
const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;

/** A registry's answer that is not the content, in words. */
function refusal(response: IncomingMessage, what: string): ImageError {
  response.resume();
  switch (response.statusCode) {
    case 401:
    case 403:
      return new ImageError(`The registry refused access to ${what} (unauthorized).`);
    case 404:
      return new ImageError(`${what} was not found in the registry.`);
    case 429:
      return new ImageError('The registry is limiting requests (429 Too Many Requests): try again later.');
    default:
      return new ImageError(`The registry answered ${response.statusCode} for ${what}.`);
  }
}

/**
 * Pulls an image with the Registry HTTP API v2 (OCI distribution spec): the manifest for the tag or
 * digest (an index or manifest list → the platform's manifest), then each layer blob streamed through
 * the layer reader in order, checked against its digest. The first 401 is answered with the registry's
 * challenge (anonymous or token auth); the image's digest is its manifest's sha256.
 */
export async function pullImage(
  request: PullRequest,
  options: { platform: Platform; budget: Budget; signal: AbortSignal; onProgress: (progress: number) => void },
): Promise<{ digest: string; layers: LayerContent[] }> {
  let base: URL;
  try {
    base = new URL(request.registry.endsWith('/') ? request.registry : `${request.registry}/`);
  } catch {
    throw new ImageError(`The artifact repository's URL ${request.registry} is not a URL.`);
  }
  const rules: HttpRules = { allowLocal: request.allowLocal, timeoutMs: request.timeoutMs, signal: options.signal };
  const name = `${request.repository}:${request.reference}`.replace(/:sha256:/, '@sha256:');
  let authorization: string | undefined;
  const fetch = async (path: string, accept: string | undefined): Promise<IncomingMessage> => {
    const url = new URL(`v2/${request.repository}/${path}`, base);
    const headers = (): Record<string, string> => ({
      ...(accept && { Accept: accept }),
      ...(authorization && { Authorization: authorization }),
    });
    let response = await get(url, headers(), rules);
    if (response.statusCode === 401 && !authorization) {
      authorization = await authorize(response, request.repository, request.credentials, rules);
      response = await get(url, headers(), rules);
    }
    return response;
  };

  let reference = request.reference;
  let digest: string | undefined;
  let document: Record<string, unknown>;
  for (let depth = 0; ; depth++) {
    const response = await fetch(`manifests/${reference}`, MANIFEST_TYPES);
    if (response.statusCode !== 200) throw refusal(response, `The image ${name}`);
    const text = await bodyText(response, MAX_MANIFEST_BYTES, 'image manifest');
    const own = `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
    if (reference.startsWith('sha256:') && own !== reference) {
      throw new ImageError(`The manifest the registry sent does not match ${reference}.`);
    }
    document = parseJson(text, 'image manifest');
    if (!isIndex(document)) {
      digest = own;
      break;
    }
    if (depth > 2) throw new ImageError('The image index nests too deep.');
    reference = manifestForPlatform(document, options.platform).digest;
  }
  const manifest = imageManifest(document);
  const { limits } = options.budget;
  if (manifest.layers.length > limits.maxLayers)
    throw new ImageError(`The image has more than ${limits.maxLayers} layers.`);
  const layers: LayerContent[] = [];
  for (const [index, layer] of manifest.layers.entries()) {
    options.signal.throwIfAborted();
    layers.push(await pullLayer(fetch, layer, index, options));
    options.onProgress(Math.round((100 * (index + 1)) / manifest.layers.length));
  }
  return { digest, layers };
}

async function pullLayer(
  fetch: (path: string, accept: string | undefined) => Promise<IncomingMessage>,
  layer: Descriptor,
  index: number,
  options: { budget: Budget; signal: AbortSignal },
): Promise<LayerContent> {
  const limit = options.budget.limits.maxUncompressedBytes;
  if ((layer.size ?? 0) > limit) throw new ImageError(`Layer ${index + 1} is too large (${layer.size} bytes).`);
  const response = await fetch(`blobs/${layer.digest}`, undefined);
  if (response.statusCode !== 200) throw refusal(response, `Layer ${index + 1} (${layer.digest})`);
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    response.destroy();
    throw new ImageError(`Layer ${index + 1} is too large (${declared} bytes).`);
  }
  return readLayer(response, { index, digest: layer.digest }, options.budget, { verify: true, signal: options.signal });
}
