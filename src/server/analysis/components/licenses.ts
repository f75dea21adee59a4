import correct from 'spdx-correct';
import parse from 'spdx-expression-parse';

type Node = ReturnType<typeof parse>;

function idsOf(node: Node, into: Set<string>): void {
  if ('license' in node) {
    into.add(node.plus ? `${node.license}+` : node.license);
    if (node.exception) into.add(node.exception);
    return;
  }
  idsOf(node.left, into);
  idsOf(node.right, into);
}

function parsed(expression: string): string[] | undefined {
  try {
    const ids = new Set<string>();
    idsOf(parse(expression), ids);
    return [...ids];
  } catch {
    return undefined;
  }
}

/**
 * The SPDX license ids a declared license names (CONTRACT §16, "SPDX expressions normalized"): an
 * expression is parsed and its ids listed (`MIT OR Apache-2.0` → both); a loose name is corrected
 * (`Apache 2.0` → `Apache-2.0`, `GPLv3` → `GPL-3.0-or-later`); what neither reads is kept as written,
 * so that the administrator still sees it (its category is unknown).
 */
export function licenseIds(declared: string | null | undefined): string[] {
  const text = declared?.trim();
  if (!text || /^(NOASSERTION|NONE|UNKNOWN|UNLICENSED)$/i.test(text)) return [];
  const strict = parsed(text);
  if (strict) return strict;
  const parts = text
    .replace(/^\(|\)$/g, '')
    .split(/\s+(?:or|and)\s+|\s*[/,;|]\s*/i)
    .filter(Boolean);
  if (parts.length > 1) return [...new Set(parts.flatMap((part) => licenseIds(part)))];
  const whole = correct(text, { upgrade: true });
  if (whole) return parsed(whole) ?? [whole];
  return [text];
}
