/** A Uint32Array that grows as values are pushed: millions of tokens without a JS array's 8 bytes each. */
export class GrowableUint32 {
  private data = new Uint32Array(1 << 16);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Uint32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  /** The values pushed so far (a view: valid until the next push). */
  view(): Uint32Array {
    return this.data.subarray(0, this.length);
  }
}
