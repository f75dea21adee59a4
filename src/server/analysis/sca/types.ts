import type { ExtractedComponent } from '../components/types';

/** A file an extractor cannot read, and why, in words (the run still analyses the rest). */
export type SkippedFile = { path: string; reason: string };

/** A failure an extractor understood: the file is skipped with this message as its reason. */
export class ExtractError extends Error {}

export type Extractor = {
  /** The format's name as the summary shows it: `package-lock.json`, `yarn.lock`, `CycloneDX JSON`. */
  format: string;
  /** Whether a file found in a repository belongs to this extractor, by its base name. */
  accepts(fileName: string): boolean;
  /**
   * Whether uploaded content looks like this format: an upload's type is sniffed, its name only a hint
   * (`fileName` is the name the client sent, possibly wrong or empty).
   */
  sniff(content: string, fileName: string): boolean;
  /** The components of the file; throws `ExtractError` (or any error) when the file does not parse. */
  extract(content: string, path: string): ExtractedComponent[];
};
