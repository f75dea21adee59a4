/** Where a machine name may wrap: after these, and after a dot before a letter (`Microsoft.Extensions`), not in a version (`9.7.3`). */
const SEPARATORS = /(?<=[/@?&#_])|(?<=\.)(?=[A-Za-z])/;

/**
 * A purl, package name or URL that wraps after its separators (`pkg:npm/` `%40mantine/` `core@9.7.3`)
 * rather than anywhere. With `overflow-wrap: break-word` the longest piece is the column's least width
 * (a purl's column); with `anywhere` the column may get narrower still, a piece then breaking inside.
 */
export function Breakable({ text }: { text: string }) {
  // The pieces stay text nodes of the parent, with a <wbr> between: the element's text is still the whole value.
  return (
    <>
      {text.split(SEPARATORS).flatMap((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string; a piece can repeat, its place cannot.
        i === 0 ? [part] : [<wbr key={i} />, part],
      )}
    </>
  );
}
