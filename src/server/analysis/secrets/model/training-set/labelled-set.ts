import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatePositives } from './positives';
import type { LabelledInput, SetParameters } from './types';

/**
 * The base model's labelled set: true positives generated per rule (./positives.ts) and false positives
 * gathered from real public code (negatives.jsonl, sources in SOURCES.md). Read by
 * `npm run secrets:train-base` and by the tests, never by the running service, which loads the trained
 * model only.
 */

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export function labelledSet(): { parameters: SetParameters; inputs: LabelledInput[] } {
  const parameters = JSON.parse(readFileSync(here('set.json'), 'utf8')) as SetParameters;
  const negatives = readFileSync(here('negatives.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledInput);
  const positives = generatePositives(parameters.seed, parameters.positives_per_rule);
  return { parameters, inputs: [...positives, ...negatives] };
}
