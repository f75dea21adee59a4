import type { Extractor } from '../../types';
import { cycloneDxJson } from './cyclonedx-json';
import { cycloneDxXml } from './cyclonedx-xml';
import { spdxJson } from './spdx-json';

export { sbomProblem } from './validation';

/** The SBOM readers: CycloneDX 1.4–1.6 JSON and XML, SPDX 2.3 JSON (CONTRACT §16). */
export const sbomExtractors: Extractor[] = [cycloneDxJson, cycloneDxXml, spdxJson];
