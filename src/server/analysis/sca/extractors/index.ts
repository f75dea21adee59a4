import type { Extractor } from '../types';
import { npmExtractors } from './npm';
import { sbomExtractors } from './sbom';

/** Every format of CONTRACT §16, in the order uploads are sniffed (SBOMs first: they are the most specific). */
export const EXTRACTORS: Extractor[] = [...sbomExtractors, ...npmExtractors];
