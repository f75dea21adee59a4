import { describe, expect, it } from 'vitest';
import { featuresOf } from '../features';
import { probabilityOf } from '../score';
import { metricsOf, splitExamples, trainCandidate, trainModel } from '../train';
import { labelledSet } from '../training-set/labelled-set';
import type { LabelledExample, SecretModel } from '../types';

/** A slice of the base model's labelled set: real gathered lines and generated tokens, both labels. */
function realExamples(count: number): LabelledExample[] {
  const { inputs } = labelledSet();
  const step = Math.floor(inputs.length / count);
  return Array.from({ length: count }, (_, i) => inputs[i * step] as (typeof inputs)[number]).map((input) => ({
    features: featuresOf(input),
    label: input.label,
  }));
}

/** p = sigmoid(s): a verdict is positive exactly when s ≥ 0. */
const identity: SecretModel = { version: 1, features: ['s'], weights: [1], bias: 0, means: [0], scales: [1] };
const example = (s: number, label: boolean): LabelledExample => ({ features: { s }, label });

describe('trainModel', () => {
  it('gives identical weights for the same data, and other weights when a label changes', () => {
    const examples = realExamples(400);
    const first = trainModel(examples);
    const second = trainModel(examples.map((e) => ({ features: { ...e.features }, label: e.label })));
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    const flipped = examples.map((e, i) => (i === 7 ? { ...e, label: !e.label } : e));
    expect(trainModel(flipped).weights).not.toEqual(first.weights);
  });

  it('learns a separable toy set: label = x + y > 1', () => {
    const points: LabelledExample[] = [];
    for (let x = 0; x <= 1; x += 0.1) {
      for (let y = 0; y <= 1; y += 0.1) {
        if (Math.abs(x + y - 1) > 0.05) points.push({ features: { x, y }, label: x + y > 1 });
      }
    }
    const model = trainModel(points);
    expect(model.features).toEqual(['x', 'y']);
    expect(metricsOf(model, points).accuracy).toBe(1);
    expect(model.weights[0]).toBeGreaterThan(0);
    expect(model.weights[1]).toBeGreaterThan(0);
    expect(probabilityOf(model, { x: 1, y: 1 })).toBeGreaterThan(0.9);
    expect(probabilityOf(model, { x: 0, y: 0 })).toBeLessThan(0.1);
  });

  it('standardises with the training means and scales and keeps a constant feature at weight 0', () => {
    const model = trainModel([
      { features: { a: 2, c: 5 }, label: true },
      { features: { a: 4, c: 5 }, label: false },
    ]);
    expect(model.features).toEqual(['a', 'c']);
    expect(model.means).toEqual([3, 5]);
    expect(model.scales).toEqual([1, 1]);
    expect(model.weights[1]).toBe(0);
    expect(model.weights[0]).toBeLessThan(0);
  });

  it('refuses an empty set with a sentence', () => {
    expect(() => trainModel([])).toThrow('at least one labelled example');
  });
});

describe('metricsOf', () => {
  it('counts a hand-checked confusion matrix', () => {
    // Predicted positive (s ≥ 0): 3 true positives (0, 1, 2.5), 1 false positive (0.4).
    // Predicted negative (s < 0): 2 false negatives (-0.1, -3), 4 true negatives (-1, -2, -0.5, -4).
    const examples = [
      example(0, true),
      example(1, true),
      example(2.5, true),
      example(0.4, false),
      example(-0.1, true),
      example(-3, true),
      example(-1, false),
      example(-2, false),
      example(-0.5, false),
      example(-4, false),
    ];
    const metrics = metricsOf(identity, examples);
    expect(metrics.accuracy).toBeCloseTo(7 / 10, 12); // (TP 3 + TN 4) / 10
    expect(metrics.precision).toBeCloseTo(3 / 4, 12); // TP 3 / (TP 3 + FP 1)
    expect(metrics.recall).toBeCloseTo(3 / 5, 12); // TP 3 / (TP 3 + FN 2)
    expect(metrics.f1).toBeCloseTo((2 * 0.75 * 0.6) / (0.75 + 0.6), 12); // 2/3
  });

  it('gives 0 where a ratio has nothing to divide by', () => {
    expect(metricsOf(identity, [])).toEqual({ accuracy: 0, precision: 0, recall: 0, f1: 0 });
    // No positive verdict and no positive label: precision, recall and F1 have no denominator.
    expect(metricsOf(identity, [example(-1, false), example(-2, false)])).toEqual({
      accuracy: 1,
      precision: 0,
      recall: 0,
      f1: 0,
    });
  });
});

describe('splitExamples', () => {
  it('holds out the share, disjoint and covering, the same on every call and whatever the key order', () => {
    const examples = realExamples(100);
    const { training, heldOut } = splitExamples(examples);
    expect(heldOut).toHaveLength(20);
    expect(training).toHaveLength(80);
    expect(new Set([...training, ...heldOut]).size).toBe(100);
    const again = splitExamples(examples);
    expect(again.heldOut).toEqual(heldOut);
    const reordered = examples.map((e) => ({
      features: Object.fromEntries(Object.entries(e.features).reverse()),
      label: e.label,
    }));
    const indexes = (part: LabelledExample[], all: LabelledExample[]) => part.map((e) => all.indexOf(e));
    expect(indexes(splitExamples(reordered).heldOut, reordered)).toEqual(indexes(heldOut, examples));
  });

  it('puts one example on each side of a pair, and honours another share', () => {
    const pair = [example(1, true), example(-1, false)];
    const split = splitExamples(pair);
    expect([split.training.length, split.heldOut.length]).toEqual([1, 1]);
    expect(splitExamples(realExamples(100), 0.5).heldOut).toHaveLength(50);
  });
});

describe('trainCandidate', () => {
  it('measures the candidate and the active model on the same held-out part', () => {
    const examples = realExamples(500);
    const result = trainCandidate(examples, identity);
    const { training, heldOut } = splitExamples(examples);
    expect(result.labels_count).toBe(500);
    expect(result.held_out_count).toBe(100);
    expect(result.model).toEqual(trainModel(training));
    expect(result.candidate).toEqual(metricsOf(result.model, heldOut));
    expect(result.active).toEqual(metricsOf(identity, heldOut));
    expect(result.candidate.accuracy).toBeGreaterThan(result.active.accuracy);
  });
});
