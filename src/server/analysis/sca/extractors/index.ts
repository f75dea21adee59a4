import type { Extractor } from '../types';
import { cargoExtractors } from './cargo';
import { goExtractors } from './go';
import { gradleExtractors } from './gradle';
import { mavenExtractors } from './maven';
import { npmExtractors } from './npm';
import { nugetExtractors } from './nuget';
import { phpExtractors } from './php';
import { pythonExtractors } from './python';
import { rubyExtractors } from './ruby';
import { sbomExtractors } from './sbom';

/** Every format of CONTRACT §16, in the order uploads are sniffed (SBOMs first: they are the most specific). */
export const EXTRACTORS: Extractor[] = [
  ...sbomExtractors,
  ...npmExtractors,
  ...mavenExtractors,
  ...gradleExtractors,
  ...goExtractors,
  ...cargoExtractors,
  ...nugetExtractors,
  ...pythonExtractors,
  ...rubyExtractors,
  ...phpExtractors,
];
