import { type Extractor, ExtractError } from '../../types';
import { parseJson } from '../input';
import { type CdxBom, CYCLONEDX_VERSIONS, componentsOfBom } from './cyclonedx-bom';
import { looksLikeCycloneDxJson } from './sniff';

/** CycloneDX 1.4–1.6 JSON (`bom.json`, `*.cdx.json`, `*.bom.json`); see `componentsOfBom` for what is kept. */
export const cycloneDxJson: Extractor = {
  format: 'CycloneDX JSON',
  accepts: (fileName) => /^(?:bom|sbom)\.json$|\.(?:cdx|bom)\.json$/i.test(fileName),
  sniff: (content) => looksLikeCycloneDxJson(content),
  extract(content) {
    const document = parseJson(content);
    const { bomFormat, specVersion } = (document ?? {}) as Record<string, unknown>;
    if (bomFormat !== 'CycloneDX') throw new ExtractError('not a CycloneDX document (no bomFormat "CycloneDX")');
    if (typeof specVersion !== 'string' || !CYCLONEDX_VERSIONS.includes(specVersion)) {
      throw new ExtractError(`CycloneDX specVersion ${JSON.stringify(specVersion)} is not supported (1.4–1.6 are)`);
    }
    return componentsOfBom(document as CdxBom);
  },
};
