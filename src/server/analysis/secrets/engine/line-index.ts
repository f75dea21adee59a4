/**
 * Lines of a text by offset, for the few offsets where something matched: the newlines are found once,
 * on the first question, and each question is a binary search.
 */
export class LineIndex {
  private starts: number[] | null = null;

  constructor(readonly text: string) {}

  /** 0-based line of `offset`. */
  lineOf(offset: number): number {
    const starts = this.lineStarts();
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  startOf(line: number): number {
    return this.lineStarts()[line]!;
  }

  /** `[start, end)` of the line holding `offset`, without its newline. */
  lineAround(offset: number): [number, number] {
    const line = this.lineOf(offset);
    const starts = this.lineStarts();
    const next = starts[line + 1];
    return [starts[line]!, next === undefined ? this.text.length : next - 1];
  }

  private lineStarts(): number[] {
    if (this.starts) return this.starts;
    const starts = [0];
    for (let at = this.text.indexOf('\n'); at !== -1; at = this.text.indexOf('\n', at + 1)) starts.push(at + 1);
    this.starts = starts;
    return starts;
  }
}
