import type { Extractor } from '../../types';
import { pipfileLockExtractor } from './pipfile-lock';
import { poetryLockExtractor } from './poetry-lock';
import { requirementsTxtExtractor } from './requirements-txt';
import { uvLockExtractor } from './uv-lock';

/** The Python formats (CONTRACT §16): lockfiles first, so that an upload is sniffed as the strictest match. */
export const pythonExtractors: Extractor[] = [
  poetryLockExtractor,
  uvLockExtractor,
  pipfileLockExtractor,
  requirementsTxtExtractor,
];
