/** Cheap looks at uploaded content (linear regexes, no parse) to tell the SBOM formats apart. */
export const looksLikeCycloneDxJson = (content: string): boolean =>
  content.trimStart().startsWith('{') && /"bomFormat"\s*:\s*"CycloneDX"/.test(content);

export const looksLikeSpdxJson = (content: string): boolean =>
  content.trimStart().startsWith('{') && /"spdxVersion"\s*:\s*"SPDX-/.test(content);

export const looksLikeCycloneDxXml = (content: string): boolean =>
  content.trimStart().startsWith('<') && /<(?:\w+:)?bom\b[^>]*"http:\/\/cyclonedx\.org\/schema\/bom\//.test(content);
