import type { ModelMetrics } from '../../../../contract/secrets';
import type { SecretModel } from './types';

// Stand-in until the secrets-model branch (which trains and ships the base model) is merged: replaced by theirs.
export const BASE_MODEL: SecretModel = { version: 1, features: [], weights: [], bias: 0, means: [], scales: [] };
export const BASE_METRICS: ModelMetrics = {
  accuracy: 0,
  precision: 0,
  recall: 0,
  f1: 0,
  labels_count: 0,
  trained_at: '2026-12-06T00:00:00.000Z',
};
