import { tokenize } from '@jscpd/tokenizer';
import { GrowableUint32 } from './growable';
import { hashWindows, tokenValues } from './token-hash';

/** Prism's token types that carry no code: whitespace, line ends and comments. */
const NOT_CODE = new Set(['empty', 'new_line', 'comment', 'block-comment', 'ignore']);

/** Types whose text is a name the author chose: a copy that renames them is still a copy. */
const NAME_TYPES = new Set(['function', 'class-name', 'variable', 'parameter', 'constant', 'property', 'symbol']);
const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

type PrismToken = {
  type: string;
  value: string;
  format: string;
  loc: { start: { line: number }; end: { line: number } };
};

/**
 * Keywords that open a line naming other code (imports, packages): its names are kept as they are, or
 * every file's import block would look like every other's.
 */
const IMPORT_KEYWORDS = new Set(['import', 'package', 'using', 'use', 'from', 'require', 'namespace', 'module']);

/** What a token is compared by: its format, its type and its text, names reduced to "a name" (but in imports). */
function keyOf(token: PrismToken, verbatim: boolean): string {
  const name = !verbatim && (NAME_TYPES.has(token.type) || (token.type === 'default' && IDENTIFIER.test(token.value)));
  return name ? `${token.format}\u0000name` : `${token.format}\u0000${token.type}\u0000${token.value}`;
}

/** A file's place in the stream: tokens `[start, end)`. */
export type StreamFile = { path: string; format: string; lines: number; start: number; end: number };

/**
 * The code tokens of every analysed file, one after the other, in typed arrays: for each token its key
 * (equal keys are equal tokens), its first and last line, and the hash of the window of `windowSize`
 * tokens starting there (when the window fits in the file).
 */
export class TokenStream {
  readonly files: StreamFile[] = [];
  private readonly ids = new Map<string, number>();
  private readonly idValues1 = new GrowableUint32();
  private readonly idValues2 = new GrowableUint32();
  private readonly keyList = new GrowableUint32();
  private readonly startLineList = new GrowableUint32();
  private readonly endLineList = new GrowableUint32();
  private readonly hash1List = new GrowableUint32();
  private readonly hash2List = new GrowableUint32();

  constructor(readonly windowSize: number) {}

  get length(): number {
    return this.keyList.length;
  }

  /** Tokenises one file's text and appends its tokens; answers how many it had. */
  add(path: string, format: string, text: string): number {
    const start = this.keyList.length;
    const values1: number[] = [];
    const values2: number[] = [];
    let line = 0;
    let importLine = 0;
    for (const token of tokenize(text, format) as PrismToken[]) {
      if (NOT_CODE.has(token.type) || token.value.trim() === '') continue;
      if (token.loc.start.line !== line) {
        line = token.loc.start.line;
        if (token.type === 'keyword' && IMPORT_KEYWORDS.has(token.value)) importLine = line;
      }
      const key = keyOf(token, line === importLine);
      let id = this.ids.get(key);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(key, id);
        const [v1, v2] = tokenValues(key);
        this.idValues1.push(v1);
        this.idValues2.push(v2);
      }
      this.keyList.push(id);
      this.startLineList.push(token.loc.start.line);
      this.endLineList.push(token.loc.end.line);
      values1.push(this.idValues1.view()[id]!);
      values2.push(this.idValues2.view()[id]!);
    }
    const count = values1.length;
    const h1 = new Uint32Array(count);
    const h2 = new Uint32Array(count);
    hashWindows(Uint32Array.from(values1), Uint32Array.from(values2), 0, count, this.windowSize, h1, h2);
    for (let i = 0; i < count; i++) {
      this.hash1List.push(h1[i]!);
      this.hash2List.push(h2[i]!);
    }
    this.files.push({ path, format, lines: lineCount(text), start, end: start + count });
    return count;
  }

  /** The arrays, once every file is in. */
  arrays() {
    return {
      keys: this.keyList.view(),
      startLines: this.startLineList.view(),
      endLines: this.endLineList.view(),
      hash1: this.hash1List.view(),
      hash2: this.hash2List.view(),
    };
  }
}

export type StreamArrays = ReturnType<TokenStream['arrays']>;

/** Lines as an editor numbers them: a last line without its line end still counts. */
function lineCount(text: string): number {
  if (text.length === 0) return 0;
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return text.endsWith('\n') ? lines : lines + 1;
}
