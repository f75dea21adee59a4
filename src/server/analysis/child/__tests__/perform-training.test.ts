import { describe, expect, it } from 'vitest';
import { BASE_MODEL } from '../../secrets/model/base-model';
import { featuresOf } from '../../secrets/model/features';
import { trainCandidate } from '../../secrets/model/train';
import { labelledSet } from '../../secrets/model/training-set/labelled-set';
import { perform } from '../perform';

describe('perform: secrets_ml_training', () => {
  it('trains a candidate on the labelled findings and measures it and the active model', async () => {
    const { inputs } = labelledSet();
    const examples = inputs
      .filter((_, i) => i % 5 === 0)
      .map((input) => ({ features: featuresOf(input), label: input.label }));
    const reports: [number | null, string][] = [];
    const result = await perform(
      { kind: 'secrets_ml_training', examples, active: BASE_MODEL },
      (progress, phase) => reports.push([progress, phase]),
      new AbortController().signal,
    );
    expect(result.training).toEqual(trainCandidate(examples, BASE_MODEL));
    expect(result.training?.labels_count).toBe(examples.length);
    expect(reports[0]?.[1]).toBe(`Training on ${examples.length} labelled findings`);
    // Rising to 100 as the Newton steps go by.
    const percents = reports.map(([progress]) => progress ?? -1);
    expect(percents.every((percent, i) => i === 0 || percent > (percents[i - 1] as number))).toBe(true);
    expect(percents.at(-1)).toBe(100);
  });

  it('stops when the run is cancelled', async () => {
    const { inputs } = labelledSet();
    const examples = inputs.slice(0, 50).map((input) => ({ features: featuresOf(input), label: input.label }));
    const job = { kind: 'secrets_ml_training' as const, examples, active: BASE_MODEL };
    await expect(perform(job, () => {}, AbortSignal.abort())).rejects.toThrow(/aborted/);
  });
});
