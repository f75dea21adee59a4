import type { Extractor } from '../types';

/** Every format of CONTRACT §16, in the order uploads are sniffed (the most specific first). */
export const EXTRACTORS: Extractor[] = [];
