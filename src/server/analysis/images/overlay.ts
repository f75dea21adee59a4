import type { KeptFile, LayerContent } from './layer';

/** The path and each directory above it: `a/b/c` → `a/b/c`, `a/b`, `a`. */
function* selfAndParents(path: string): Generator<string> {
  for (let at = path.length; at > 0; at = path.lastIndexOf('/', at - 1)) yield path.slice(0, at);
}

/**
 * The kept files of the image's filesystem: the layers applied from the bottom (OCI image spec,
 * "Applying Changesets"): a layer's opaque directories and whiteouts delete what the layers below put
 * there, a path it writes as something else (a symlink) hides what was below it, then its own files are
 * added. `history` answers, for each path, every file it held from the bottom up (a package database's
 * earlier states, to tell the layer a package came in with); a deletion starts a path's history again.
 */
export function applyLayers(layers: LayerContent[]): {
  files: Map<string, KeptFile>;
  history: Map<string, KeptFile[]>;
} {
  const files = new Map<string, KeptFile>();
  const history = new Map<string, KeptFile[]>();
  for (const layer of layers) {
    const gone = new Set([...layer.whiteouts, ...layer.replaced]);
    const emptied = new Set(layer.opaque);
    if (gone.size > 0 || emptied.size > 0) {
      for (const path of [...files.keys()]) {
        const parents = [...selfAndParents(path)];
        const deleted =
          parents.some((p) => gone.has(p)) || emptied.has('') || parents.slice(1).some((p) => emptied.has(p));
        if (!deleted) continue;
        files.delete(path);
        history.delete(path);
      }
    }
    for (const file of layer.files) {
      files.set(file.path, file);
      history.set(file.path, [...(history.get(file.path) ?? []), file]);
    }
  }
  return { files, history };
}
