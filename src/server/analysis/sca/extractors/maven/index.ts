import type { Extractor } from '../../types';
import { pomXmlExtractor } from './pom-xml';

/** The Maven extractors (CONTRACT §16): pom.xml. */
export const mavenExtractors: Extractor[] = [pomXmlExtractor];
