import type { Extractor } from '../../types';
import { goModExtractor } from './go-mod';

/** The Go extractors (CONTRACT §16): go.mod. */
export const goExtractors: Extractor[] = [goModExtractor];
