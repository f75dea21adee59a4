import type { Extractor } from '../../types';
import { csprojExtractor } from './csproj';
import { packagesLockJsonExtractor } from './packages-lock-json';

/** The NuGet extractors (CONTRACT §16): packages.lock.json, and the PackageReferences of project files. */
export const nugetExtractors: Extractor[] = [packagesLockJsonExtractor, csprojExtractor];
