import type { Extractor } from '../../types';
import { gemfileLockExtractor } from './gemfile-lock';

/** The Ruby formats (CONTRACT §16). */
export const rubyExtractors: Extractor[] = [gemfileLockExtractor];
