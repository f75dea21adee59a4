import stored from './base-model.json';
import type { Metrics, SecretModel } from './types';

/**
 * The base model Argus ships: trained by `npm run secrets:train-base` on the labelled set in
 * ./training-set/ and imported as JSON, so that the service's bundle carries it (esbuild inlines it)
 * and no file has to be found beside the built code at run time.
 */
export const BASE_MODEL: SecretModel = checked(stored.model);

/** Its figures on the held-out part of the labelled set, with the set's size and its fixed training date. */
export const BASE_METRICS: Metrics & { labels_count: number; trained_at: string } = {
  accuracy: stored.metrics.accuracy,
  precision: stored.metrics.precision,
  recall: stored.metrics.recall,
  f1: stored.metrics.f1,
  labels_count: stored.metrics.labels_count,
  trained_at: stored.metrics.trained_at,
};

/** The JSON's shape is not known to the compiler beyond its field types: the lengths must agree. */
function checked(model: typeof stored.model): SecretModel {
  const size = model.features.length;
  if (model.version !== 1 || [model.weights, model.means, model.scales].some((list) => list.length !== size)) {
    throw new Error('base-model.json is not a version 1 model with one weight, mean and scale per feature.');
  }
  return { ...model, version: 1 };
}
