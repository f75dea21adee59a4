/**
 * Reads `git log -z --numstat --format=<LOG_FORMAT>` record by record. With `-z` every header field and
 * every numstat line ends in NUL, and a path is printed raw (spaces, tabs, newlines, unicode), so
 * nothing is unquoted here. A numstat record right after a header starts with the "\n" that separates
 * the header from the diff.
 */

/** \x01 opens a commit: a numstat record starts with a digit, '-' or '\n', so it can never be taken for one. */
const COMMIT_MARK = '\x01';
export const LOG_FORMAT = `${COMMIT_MARK}%H%x00%P%x00%aN%x00%aE%x00%aI`;

export type CommitHeader = {
  sha: string;
  parents: number;
  name: string;
  email: string;
  /** %aI: strict ISO 8601 with the author's offset. */
  date: string;
};

export type LogSink = {
  commit(header: CommitHeader): void;
  /** added/removed are 0 for a binary file ("-\t-\tpath"). */
  file(added: number, removed: number, path: string): void;
};

type Field = 'parents' | 'name' | 'email' | 'date';
const FIELDS: readonly Field[] = ['parents', 'name', 'email', 'date'];

export class LogRecords {
  private header: CommitHeader | null = null;
  /** Index in FIELDS of the next header field expected, or FIELDS.length between headers. */
  private field = FIELDS.length;

  constructor(private readonly sink: LogSink) {}

  readonly record = (record: string): void => {
    if (this.field < FIELDS.length) {
      this.headerField(record);
    } else if (record.startsWith(COMMIT_MARK)) {
      this.header = { sha: record.slice(1), parents: 0, name: '', email: '', date: '' };
      this.field = 0;
    } else {
      this.numstat(record.startsWith('\n') ? record.slice(1) : record);
    }
  };

  private headerField(value: string): void {
    const header = this.header!;
    const field = FIELDS[this.field++];
    if (field === 'parents') header.parents = value === '' ? 0 : value.split(' ').length;
    else if (field === 'name') header.name = value;
    else if (field === 'email') header.email = value;
    else if (field === 'date') {
      header.date = value;
      this.sink.commit(header);
    }
  }

  private numstat(line: string): void {
    if (line === '') return;
    const first = line.indexOf('\t');
    const second = line.indexOf('\t', first + 1);
    if (first === -1 || second === -1) throw new Error(`git log: unexpected line ${JSON.stringify(line.slice(0, 80))}`);
    this.sink.file(count(line.slice(0, first)), count(line.slice(first + 1, second)), line.slice(second + 1));
  }
}

/** "-" (binary) counts as no lines, like `git log --numstat` totals do. */
function count(text: string): number {
  return text === '-' ? 0 : Number.parseInt(text, 10);
}
