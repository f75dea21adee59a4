/**
 * `npm run secrets:train-base`: trains the secrets base model on the labelled set the repository holds
 * (src/server/analysis/secrets/model/training-set/), prints its figures on the held-out split and writes
 * base-model.json beside the model's code. Deterministic: re-running on the same set writes the same file.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { trainBaseModel } from '../src/server/analysis/secrets/model/train-base';

const started = performance.now();
const { file } = trainBaseModel();
const target = fileURLToPath(new URL('../src/server/analysis/secrets/model/base-model.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`);
const { accuracy, precision, recall, f1, labels_count, held_out_count } = file.metrics;
const figure = (value: number) => value.toFixed(4);
console.log(
  `Labelled examples: ${labels_count} (held out: ${held_out_count}); features: ${file.model.features.length}`,
);
console.log(
  `Held-out accuracy ${figure(accuracy)}, precision ${figure(precision)}, recall ${figure(recall)}, F1 ${figure(f1)}`,
);
console.log(`Wrote ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
