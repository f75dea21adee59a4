import type { SecretFeatures } from '../types';

/**
 * A logistic regression over standardised features, stored as JSON (`ml_models.weights`): the base model
 * ships as `base-model.json`, a user model is trained on an installation's labelled findings.
 */
export type SecretModel = {
  version: 1;
  /** Feature names, in the order of `weights`, `means` and `scales`. */
  features: string[];
  weights: number[];
  bias: number;
  means: number[];
  scales: number[];
};

/** A labelled example: features of a finding and whether it is a real secret. */
export type LabelledExample = { features: SecretFeatures; label: boolean };

/** Figures on a held-out split (CONTRACT §18 `accuracy`, `precision`, `recall`, `f1`), 0–1. */
export type Metrics = { accuracy: number; precision: number; recall: number; f1: number };

/**
 * What training a user candidate gives (CONTRACT §18): the candidate, and the candidate's and the active
 * model's figures on the same held-out split.
 */
export type TrainingResult = {
  model: SecretModel;
  candidate: Metrics;
  active: Metrics;
  /** Labelled findings used: the training part and the held-out part together. */
  labels_count: number;
  held_out_count: number;
};
