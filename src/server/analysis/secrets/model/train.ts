import type { SecretFeatures } from '../types';
import { probabilityOf, sigmoid } from './score';
import type { LabelledExample, Metrics, SecretModel, TrainingResult } from './types';

/**
 * Logistic regression fitted by Newton's method (iteratively reweighted least squares) with an L2 penalty
 * on the standardised weights. Full batch, a fixed number of steps, features in sorted order and no
 * randomness: the same examples give the same weights to the last bit, which is what lets the base model
 * be re-trained and compared byte for byte and a user candidate be reproduced from its labels.
 */

/** Newton steps; the penalised log-likelihood is strictly concave, so 25 steps converge far below float noise. */
const ITERATIONS = 25;
/** L2 penalty on the standardised weights: keeps a separable set's weights finite and rare features tame. */
const L2 = 1;
/** Added to the bias' curvature so that the system stays solvable when every prediction saturates. */
const BIAS_RIDGE = 1e-9;

export function trainModel(examples: LabelledExample[]): SecretModel {
  const steps = fitting(examples);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** The fit, yielding the share of Newton steps done (percent) after each, so that a caller can give way between them. */
function* fitting(examples: LabelledExample[]): Generator<number, SecretModel, void> {
  if (examples.length === 0) throw new Error('Training the secrets model needs at least one labelled example.');
  const features = [...new Set(examples.flatMap((example) => Object.keys(example.features)))].sort(byCodeUnits);
  const means = features.map((name) => mean(examples.map((example) => example.features[name] ?? 0)));
  const scales = features.map((name, i) => {
    const m = means[i] as number;
    const sd = Math.sqrt(mean(examples.map((example) => ((example.features[name] ?? 0) - m) ** 2)));
    return sd > 1e-12 ? sd : 1;
  });
  const d = features.length;
  // Each row: the standardised features, then 1 for the bias.
  const rows = examples.map((example) => {
    const row = new Float64Array(d + 1);
    features.forEach((name, j) => {
      row[j] = ((example.features[name] ?? 0) - (means[j] as number)) / (scales[j] as number);
    });
    row[d] = 1;
    return row;
  });
  const beta = new Float64Array(d + 1);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    const gradient = new Float64Array(d + 1);
    const hessian = Array.from({ length: d + 1 }, () => new Float64Array(d + 1));
    rows.forEach((row, r) => {
      const p = sigmoid(dotProduct(row, beta));
      const residual = p - ((examples[r] as LabelledExample).label ? 1 : 0);
      const weight = p * (1 - p);
      for (let i = 0; i <= d; i++) {
        const xi = row[i] as number;
        if (xi === 0) continue;
        gradient[i] = (gradient[i] as number) + residual * xi;
        const line = hessian[i] as Float64Array;
        for (let j = 0; j <= i; j++) line[j] = (line[j] as number) + weight * xi * (row[j] as number);
      }
    });
    for (let i = 0; i <= d; i++) {
      const line = hessian[i] as Float64Array;
      const penalty = i < d ? L2 : BIAS_RIDGE;
      gradient[i] = (gradient[i] as number) + (i < d ? L2 * (beta[i] as number) : 0);
      line[i] = (line[i] as number) + penalty;
    }
    const step = solveSymmetric(hessian, gradient);
    for (let i = 0; i <= d; i++) beta[i] = (beta[i] as number) - (step[i] as number);
    yield Math.round((100 * (iteration + 1)) / ITERATIONS);
  }
  return { version: 1, features, weights: Array.from(beta.subarray(0, d)), bias: beta[d] as number, means, scales };
}

/** Verdicts at 0.5 against the labels: accuracy (the mean of correct verdicts), precision, recall, F1; 0 where a ratio has nothing to divide by. */
export function metricsOf(model: SecretModel, examples: LabelledExample[]): Metrics {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  let correct = 0;
  for (const example of examples) {
    const verdict = probabilityOf(model, example.features) >= 0.5;
    if (verdict === example.label) correct++;
    if (verdict && example.label) truePositives++;
    if (verdict && !example.label) falsePositives++;
    if (!verdict && example.label) falseNegatives++;
  }
  const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  const precision = ratio(truePositives, truePositives + falsePositives);
  const recall = ratio(truePositives, truePositives + falseNegatives);
  return {
    accuracy: ratio(correct, examples.length),
    precision,
    recall,
    f1: ratio(2 * precision * recall, precision + recall),
  };
}

/**
 * A held-out share chosen by a hash of each example's features and position, not by chance: the same
 * labels always split the same way. With two examples or more, each part gets at least one.
 */
export function splitExamples(
  examples: LabelledExample[],
  heldOutShare = 0.2,
): { training: LabelledExample[]; heldOut: LabelledExample[] } {
  const n = examples.length;
  let count = Math.round(n * heldOutShare);
  if (n >= 2) count = Math.min(Math.max(count, 1), n - 1);
  const ranked = examples
    .map((example, index) => ({ index, hash: fnv1a(`${index}:${canonical(example.features)}`) }))
    .sort((a, b) => a.hash - b.hash || a.index - b.index);
  const heldOutIndexes = new Set(ranked.slice(0, count).map((entry) => entry.index));
  return {
    training: examples.filter((_, index) => !heldOutIndexes.has(index)),
    heldOut: examples.filter((_, index) => heldOutIndexes.has(index)),
  };
}

/** A user candidate: trained on the training part; it and the active model measured on the same held-out part. */
export function trainCandidate(examples: LabelledExample[], active: SecretModel): TrainingResult {
  const { training, heldOut } = splitExamples(examples);
  return measured(trainModel(training), active, examples.length, heldOut);
}

/**
 * trainCandidate for the analysis process: between Newton steps it reports progress and gives way to the
 * event loop, so that the progress messages leave while it works and a cancel message stops it.
 */
export async function trainCandidateInSteps(
  examples: LabelledExample[],
  active: SecretModel,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<TrainingResult> {
  const { training, heldOut } = splitExamples(examples);
  const steps = fitting(training);
  let step = steps.next();
  while (!step.done) {
    onProgress(step.value);
    await new Promise((resolve) => setImmediate(resolve));
    signal.throwIfAborted();
    step = steps.next();
  }
  return measured(step.value, active, examples.length, heldOut);
}

function measured(model: SecretModel, active: SecretModel, labels: number, heldOut: LabelledExample[]): TrainingResult {
  return {
    model,
    candidate: metricsOf(model, heldOut),
    active: metricsOf(active, heldOut),
    labels_count: labels,
    held_out_count: heldOut.length,
  };
}

/** Solves H·x = b for a symmetric positive definite H given by its lower triangle (Cholesky). */
function solveSymmetric(lower: Float64Array[], b: Float64Array): Float64Array {
  const size = b.length;
  const l = Array.from({ length: size }, () => new Float64Array(size));
  for (let i = 0; i < size; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = (lower[i] as Float64Array)[j] as number;
      for (let k = 0; k < j; k++) sum -= ((l[i] as Float64Array)[k] as number) * ((l[j] as Float64Array)[k] as number);
      (l[i] as Float64Array)[j] =
        i === j ? Math.sqrt(Math.max(sum, 1e-300)) : sum / ((l[j] as Float64Array)[j] as number);
    }
  }
  const y = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    let sum = b[i] as number;
    for (let k = 0; k < i; k++) sum -= ((l[i] as Float64Array)[k] as number) * (y[k] as number);
    y[i] = sum / ((l[i] as Float64Array)[i] as number);
  }
  const x = new Float64Array(size);
  for (let i = size - 1; i >= 0; i--) {
    let sum = y[i] as number;
    for (let k = i + 1; k < size; k++) sum -= ((l[k] as Float64Array)[i] as number) * (x[k] as number);
    x[i] = sum / ((l[i] as Float64Array)[i] as number);
  }
  return x;
}

function dotProduct(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The features as JSON with sorted keys, so that the order they were built in does not move the split. */
const canonical = (features: SecretFeatures) =>
  JSON.stringify(
    Object.keys(features)
      .sort(byCodeUnits)
      .map((name) => [name, features[name]]),
  );

/** FNV-1a, 32 bits: a small, stable hash for the split. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
