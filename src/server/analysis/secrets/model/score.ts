import type { SecretFeatures } from '../types';
import type { SecretModel } from './types';

/**
 * The model's probability (0–1) that a finding is a real secret: each feature standardised with the
 * training set's mean and scale, the weighted sum through the logistic function. A feature the finding
 * lacks counts as 0 and a feature the model does not know is ignored, so a stored model keeps scoring
 * findings whose features were computed by a later version.
 */
export function probabilityOf(model: SecretModel, features: SecretFeatures): number {
  let z = model.bias;
  model.features.forEach((name, i) => {
    const standard = ((features[name] ?? 0) - (model.means[i] as number)) / (model.scales[i] as number);
    z += (model.weights[i] as number) * standard;
  });
  return sigmoid(z);
}

/** 1 / (1 + e^-z), written so that neither branch overflows. */
export function sigmoid(z: number): number {
  if (z >= 0) return 1 / (1 + Math.exp(-z));
  const e = Math.exp(z);
  return e / (1 + e);
}
