import type { Extractor } from '../../types';
import { composerLockExtractor } from './composer-lock';

/** The PHP formats (CONTRACT §16). */
export const phpExtractors: Extractor[] = [composerLockExtractor];
