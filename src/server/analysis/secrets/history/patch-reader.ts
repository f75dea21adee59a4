import { MAX_FILE_BYTES } from '../engine/skipped-files';
import { unquoteGitPath } from './git-path';

/**
 * Reads `git log -p -U0 --format=<LOG_FORMAT>` line by line and hands on the lines each commit added,
 * as fragments: runs of consecutive added lines of one file (a hunk's `+` lines; with -U0 they are
 * consecutive lines of the new file), so that a rule spanning lines (a PEM block) sees them together.
 * A fragment is handed on when its run ends or reaches FRAGMENT_BYTES: memory stays bounded. Binary
 * files print no lines ("Binary files … differ"), so nothing of them is read.
 */

/** \x01 opens a commit: no line of a patch starts with it (those start with a space, +, -, @, \ or a letter). */
const COMMIT_MARK = 0x01;
export const LOG_FORMAT = '%x01%H%x00%aN%x00%aE%x00%aI';

const FRAGMENT_BYTES = 256 << 10;

export type CommitHeader = { commit: string; author_name: string; author_email: string; committed_at: string };

export type PatchSink = {
  commit(header: CommitHeader): void;
  /** Whether the file's added lines are to be read. */
  file(path: string): boolean;
  fragment(text: string, firstLine: number): void;
};

export class PatchReader {
  private state: 'between' | 'header' | 'hunk' = 'between';
  private reading = false;
  private fileBytes = 0;
  private nextLine = 0;
  private lines: string[] = [];
  private bytes = 0;
  private firstLine = 0;

  constructor(private readonly sink: PatchSink) {}

  readonly line = (line: Buffer): void => {
    const first = line[0];
    if (first === COMMIT_MARK) {
      this.flush();
      this.state = 'between';
      this.sink.commit(header(line));
    } else if (startsWith(line, 'diff --git ')) {
      this.flush();
      this.state = 'header';
      this.reading = false;
    } else if (this.state === 'header') {
      this.headerLine(line);
    } else if (this.state === 'hunk' && this.reading) {
      if (first === 0x2b /* + */) this.added(line);
      else if (first === 0x40 /* @ */) this.hunk(line);
    }
  };

  end(): void {
    this.flush();
  }

  private headerLine(line: Buffer): void {
    if (startsWith(line, '+++ ')) {
      // git ends a name holding a space with a tab (for GNU patch); a name's own tab would be quoted.
      const path = line.toString('utf8', 4).replace(/\t$/, '');
      this.reading = path !== '/dev/null' && this.sink.file(stripPrefix(unquoteGitPath(path)));
      this.fileBytes = 0;
    } else if (line[0] === 0x40) {
      this.state = 'hunk';
      if (this.reading) this.hunk(line);
    }
  }

  /** `@@ -a[,b] +c[,d] @@`: the added lines that follow are lines c, c+1, … of the new file. */
  private hunk(line: Buffer): void {
    this.flush();
    const match = /^@@+ (?:-\d+(?:,\d+)? )+\+(\d+)/.exec(line.toString('latin1', 0, 100));
    this.nextLine = match ? Number(match[1]) : 1;
  }

  private added(line: Buffer): void {
    this.fileBytes += line.length;
    // A file's added lines past MAX_FILE_BYTES are not read, as a larger file in the tree is not.
    if (this.fileBytes > MAX_FILE_BYTES) {
      this.flush();
      this.reading = false;
      return;
    }
    if (this.lines.length === 0) this.firstLine = this.nextLine;
    this.lines.push(line.toString('utf8', 1));
    this.bytes += line.length;
    this.nextLine += 1;
    if (this.bytes >= FRAGMENT_BYTES) this.flush();
  }

  private flush(): void {
    if (this.lines.length === 0) return;
    const text = this.lines.join('\n');
    this.lines = [];
    this.bytes = 0;
    this.sink.fragment(text, this.firstLine);
  }
}

function header(line: Buffer): CommitHeader {
  const [commit = '', author_name = '', author_email = '', committed_at = ''] = line.toString('utf8', 1).split('\0');
  return { commit, author_name, author_email, committed_at };
}

function startsWith(line: Buffer, text: string): boolean {
  return line.length >= text.length && line.toString('latin1', 0, text.length) === text;
}

/** `b/src/app.ts` → `src/app.ts` (the prefix is pinned with --dst-prefix). */
function stripPrefix(path: string): string {
  return path.startsWith('b/') ? path.slice(2) : path;
}
