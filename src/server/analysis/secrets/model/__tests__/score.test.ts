import { describe, expect, it } from 'vitest';
import { BASE_MODEL } from '../base-model';
import { probabilityOf, sigmoid } from '../score';
import type { SecretModel } from '../types';

const model: SecretModel = {
  version: 1,
  features: ['a', 'b'],
  weights: [2, -3],
  bias: 0.5,
  means: [1, 0],
  scales: [2, 1],
};

describe('probabilityOf', () => {
  it('standardises, weighs and squashes: 0.5 + 2·(3 − 1)/2 − 3·1 = −0.5', () => {
    expect(probabilityOf(model, { a: 3, b: 1 })).toBeCloseTo(1 / (1 + Math.exp(0.5)), 12);
  });

  it('counts a missing feature as 0 and ignores one it does not know', () => {
    expect(probabilityOf(model, { a: 3 })).toBe(probabilityOf(model, { a: 3, b: 0 }));
    expect(probabilityOf(model, {})).toBeCloseTo(sigmoid(0.5 + (2 * (0 - 1)) / 2), 12);
    expect(probabilityOf(model, { a: 3, b: 1, unknown: 1e9 })).toBe(probabilityOf(model, { a: 3, b: 1 }));
  });

  it('stays within 0–1 and finite at extreme inputs', () => {
    for (const value of [-1e308, -1e6, -1, 0, 1, 1e6, 1e308]) {
      const p = probabilityOf(model, { a: value, b: -value });
      expect(Number.isFinite(p)).toBe(true);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
    }
    expect(probabilityOf(model, { a: 1e6, b: -1e6 })).toBe(1);
    expect(probabilityOf(model, { a: -1e6, b: 1e6 })).toBe(0);
    const extreme = Object.fromEntries(BASE_MODEL.features.map((name, i) => [name, i % 2 ? 1e12 : -1e12]));
    const p = probabilityOf(BASE_MODEL, extreme);
    expect(p >= 0 && p <= 1).toBe(true);
  });

  it('sigmoid is symmetric and does not overflow', () => {
    expect(sigmoid(0)).toBe(0.5);
    expect(sigmoid(3) + sigmoid(-3)).toBeCloseTo(1, 15);
    expect(sigmoid(-1000)).toBe(0);
    expect(sigmoid(1000)).toBe(1);
  });
});
