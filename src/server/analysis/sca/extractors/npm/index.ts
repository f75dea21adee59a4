import type { Extractor } from '../../types';
import { packageLockExtractor } from './package-lock';
import { pnpmLockExtractor } from './pnpm-lock';
import { yarnLockExtractor } from './yarn-lock';

/** The JavaScript lockfiles of CONTRACT §16: package-lock.json / npm-shrinkwrap.json, yarn.lock, pnpm-lock.yaml. */
export const npmExtractors: Extractor[] = [packageLockExtractor, yarnLockExtractor, pnpmLockExtractor];
