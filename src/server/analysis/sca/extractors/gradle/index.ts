import type { Extractor } from '../../types';
import { gradleLockfileExtractor } from './gradle-lockfile';

/** The Gradle extractors (CONTRACT §16): gradle.lockfile and the older per-configuration lockfiles. */
export const gradleExtractors: Extractor[] = [gradleLockfileExtractor];
