import type { Run } from '../../contract/runs';
import type { AnalysisJob, UploadInput } from '../analysis/child/protocol';
import type { RegistryCredentials } from '../analysis/images/registry/auth';
import type { AnalysisConfig } from '../config';
import type { Queryable } from '../db/database';
import { imageForPull } from '../db/repositories/container-images';
import { runInput } from '../db/repositories/runs';
import type { SecretBox } from '../secrets/secret-box';

/** How long a registry may stay silent (before answering, or in the middle of a blob) before the pull fails. */
const REGISTRY_TIMEOUT_MS = 60_000;

/** An artifact repository's credentials for a pull job; a key that no longer opens them is a run failure in words. */
function openCredentials(secrets: SecretBox, sealed: string | null): RegistryCredentials | null {
  if (sealed === null) return null;
  try {
    return JSON.parse(secrets.open(sealed)) as RegistryCredentials;
  } catch {
    throw new Error(
      "The artifact repository's stored credentials cannot be decrypted with this process's ARGUS_SECRET_KEY: set them again.",
    );
  }
}

/** `repo/image:tag` → `repo/image` and `tag`; `repo/image@sha256:…` → the digest; no tag → `latest`. */
export function imageReference(name: string): { repository: string; reference: string } {
  const at = name.indexOf('@');
  if (at >= 0) return { repository: name.slice(0, at), reference: name.slice(at + 1) };
  const colon = name.lastIndexOf(':');
  if (colon > name.lastIndexOf('/')) return { repository: name.slice(0, colon), reference: name.slice(colon + 1) };
  return { repository: name, reference: 'latest' };
}

/**
 * The job of a container image's SCA (CONTRACT §17): the uploaded file when the run has one, else a pull
 * of the image's name from its artifact repository, which must be a docker registry.
 */
export async function imageJob(
  db: Queryable,
  run: Run,
  deps: { config: AnalysisConfig; secrets: SecretBox },
): Promise<AnalysisJob> {
  const platform = deps.config.imagePlatform;
  const input = (await runInput(db, run.id)) as UploadInput | null;
  if (input) return { kind: 'container_image_sca', upload: { dir: input.dir, files: input.files }, platform };
  const image = run.container_image_id === null ? undefined : await imageForPull(db, run.container_image_id);
  if (!image) throw new Error(`Container image ${run.container_image_id} no longer exists.`);
  if (image.kind !== 'docker') {
    throw new Error(
      `The image's artifact repository is a ${image.kind} repository: only a docker registry can be pulled from (upload the image archive instead).`,
    );
  }
  return {
    kind: 'container_image_sca',
    platform,
    pull: {
      registry: image.url,
      ...imageReference(image.name),
      credentials: openCredentials(deps.secrets, image.credentials_sealed),
      allowLocal: deps.config.allowLocalRepositories,
      timeoutMs: REGISTRY_TIMEOUT_MS,
    },
  };
}
