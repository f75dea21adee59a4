import { featuresOf } from './features';
import { metricsOf, splitExamples, trainModel } from './train';
import { labelledSet } from './training-set/labelled-set';
import type { LabelledExample, Metrics, SecretModel } from './types';

/** What base-model.json holds: the model, and its figures on the held-out part of the labelled set. */
export type BaseModelFile = {
  model: SecretModel;
  metrics: Metrics & { labels_count: number; held_out_count: number; trained_at: string };
};

/**
 * Trains the base model on the repository's labelled set: features of every labelled match, the
 * deterministic split, training on the training part, figures on the held-out part. Same set, same file.
 */
export function trainBaseModel(): { file: BaseModelFile; heldOut: LabelledExample[] } {
  const { parameters, inputs } = labelledSet();
  const examples = inputs.map((input) => ({ features: featuresOf(input), label: input.label }));
  const { training, heldOut } = splitExamples(examples, parameters.held_out_share);
  const model = trainModel(training);
  const file: BaseModelFile = {
    model,
    metrics: {
      ...metricsOf(model, heldOut),
      labels_count: examples.length,
      held_out_count: heldOut.length,
      trained_at: parameters.trained_at,
    },
  };
  return { file, heldOut };
}
