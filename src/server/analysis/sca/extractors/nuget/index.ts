import type { Extractor } from '../../types';
import { packagesLockJsonExtractor } from './packages-lock-json';

/** The NuGet extractors (CONTRACT §16): packages.lock.json. */
export const nugetExtractors: Extractor[] = [packagesLockJsonExtractor];
