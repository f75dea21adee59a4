import type { Extractor } from '../../types';
import { cargoLockExtractor } from './cargo-lock';

/** The Rust extractors (CONTRACT §16): Cargo.lock. */
export const cargoExtractors: Extractor[] = [cargoLockExtractor];
