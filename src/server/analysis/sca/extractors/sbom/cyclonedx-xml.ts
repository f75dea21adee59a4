import { type Extractor, ExtractError } from '../../types';
import { CYCLONEDX_VERSIONS, componentsOfBom } from './cyclonedx-bom';
import { parseCycloneDxXml } from './cyclonedx-xml-model';
import { looksLikeCycloneDxXml } from './sniff';

/**
 * CycloneDX 1.4–1.6 XML (`bom.xml`, `*.cdx.xml`, `*.bom.xml`), parsed with fast-xml-parser without
 * entity expansion and turned into the JSON model's shape; see `componentsOfBom` for what is kept.
 */
export const cycloneDxXml: Extractor = {
  format: 'CycloneDX XML',
  accepts: (fileName) => /^(?:bom|sbom)\.xml$|\.(?:cdx|bom)\.xml$/i.test(fileName),
  sniff: (content) => looksLikeCycloneDxXml(content),
  extract(content) {
    const { version, bom } = parseCycloneDxXml(content);
    if (!CYCLONEDX_VERSIONS.includes(version)) {
      throw new ExtractError(`CycloneDX XML ${version} is not supported (1.4–1.6 are)`);
    }
    return componentsOfBom(bom);
  },
};
