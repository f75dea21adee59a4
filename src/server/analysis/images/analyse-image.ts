import { readImageArchive } from './archive';
import { imageComponents } from './components';
import { type LayerContent, newBudget } from './layer';
import { parsePlatform } from './manifest';
import { pullImage, type PullRequest } from './registry/pull';
import { DEFAULT_IMAGE_LIMITS, type ImageLimits, type ImageResult } from './types';

type Progress = (progress: number | null, phase: string) => void;

/** What an image analysis reads: an uploaded archive on disk, or an image pulled from a registry. */
export type ImageSource = { kind: 'archive'; path: string } | ({ kind: 'registry' } & PullRequest);

/**
 * An image analysis (CONTRACT §17): its layers read as streams, the filesystem they make reduced to
 * the package databases and manifests, its components with their layers. Runs in the analysis process;
 * knows no database.
 */
export async function analyseImage(
  source: ImageSource,
  options: { platform: string; limits?: Partial<ImageLimits> },
  onProgress: Progress,
  signal: AbortSignal,
): Promise<ImageResult> {
  const budget = newBudget({ ...DEFAULT_IMAGE_LIMITS, ...options.limits });
  const platform = parsePlatform(options.platform);
  let read: { digest: string; layers: LayerContent[] };
  if (source.kind === 'archive') {
    onProgress(null, 'Reading the image archive');
    read = await readImageArchive(source.path, {
      platform,
      budget,
      signal,
      onProgress: (progress) => onProgress(progress, 'Reading layers'),
    });
  } else {
    onProgress(null, 'Pulling the image');
    read = await pullImage(source, { platform, budget, signal, onProgress: (p) => onProgress(p, 'Pulling layers') });
  }
  onProgress(99, 'Reading package databases');
  const found = imageComponents(read.layers);
  return { digest: read.digest, layers_count: read.layers.length, unsafe_entries: budget.unsafe, ...found };
}
