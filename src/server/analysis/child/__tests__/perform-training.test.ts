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
    const phases: string[] = [];
    const result = await perform(
      { kind: 'secrets_ml_training', examples, active: BASE_MODEL },
      (_, phase) => phases.push(phase),
      new AbortController().signal,
    );
    expect(result.training).toEqual(trainCandidate(examples, BASE_MODEL));
    expect(result.training?.labels_count).toBe(examples.length);
    expect(phases).toEqual([`Training on ${examples.length} labelled findings`]);
  });
});
