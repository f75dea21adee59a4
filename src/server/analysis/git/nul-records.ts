/**
 * Splits a byte stream into NUL-terminated records (git's `-z` output) without ever holding more than
 * one partial record. Splitting bytes before decoding is safe: NUL never occurs inside a UTF-8 sequence.
 */
export class NulRecords {
  private partial: Buffer[] = [];

  constructor(private readonly onRecord: (record: string) => void) {}

  push(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(0, start); end !== -1; end = chunk.indexOf(0, start)) {
      if (this.partial.length > 0) {
        this.partial.push(chunk.subarray(start, end));
        this.onRecord(Buffer.concat(this.partial).toString('utf8'));
        this.partial = [];
      } else {
        this.onRecord(chunk.toString('utf8', start, end));
      }
      start = end + 1;
    }
    if (start < chunk.length) this.partial.push(chunk.subarray(start));
  }

  /** The stream ended: a last record without its NUL still counts. */
  end(): void {
    if (this.partial.length > 0) this.onRecord(Buffer.concat(this.partial).toString('utf8'));
    this.partial = [];
  }
}
