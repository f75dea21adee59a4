/**
 * Splits a byte stream into lines (without their "\n") holding at most one partial line, and at most
 * `maxLineBytes` of it: the rest of a longer line is dropped, so a hostile history's one-gigabyte line
 * costs no more memory than a megabyte one.
 */
export class ByteLines {
  private partial: Buffer[] = [];
  private partialBytes = 0;

  constructor(
    private readonly onLine: (line: Buffer) => void,
    private readonly maxLineBytes = 1 << 20,
  ) {}

  push(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(10, start); end !== -1; end = chunk.indexOf(10, start)) {
      if (this.partial.length > 0) {
        this.keep(chunk.subarray(start, end));
        this.onLine(Buffer.concat(this.partial));
        this.partial = [];
        this.partialBytes = 0;
      } else {
        this.onLine(chunk.subarray(start, Math.min(end, start + this.maxLineBytes)));
      }
      start = end + 1;
    }
    // A copy: the stream may reuse the chunk's memory.
    if (start < chunk.length) this.keep(Buffer.from(chunk.subarray(start)));
  }

  end(): void {
    if (this.partial.length > 0) this.onLine(Buffer.concat(this.partial));
    this.partial = [];
    this.partialBytes = 0;
  }

  private keep(bytes: Buffer): void {
    const room = this.maxLineBytes - this.partialBytes;
    if (room <= 0) return;
    const kept = bytes.length > room ? bytes.subarray(0, room) : bytes;
    this.partial.push(kept);
    this.partialBytes += kept.length;
  }
}
