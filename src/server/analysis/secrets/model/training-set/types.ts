/** One labelled match, as the engine would see it: the value, its rule, its file and its line. */
export type LabelledInput = {
  rule_id: string;
  secret: string;
  file: string;
  line: string;
  label: boolean;
  /** `generated`, or `owner/name@commit` of the repository the line was taken from. */
  source: string;
};

/** The set's fixed parameters: what makes re-training give the identical base model. */
export type SetParameters = { trained_at: string; seed: number; positives_per_rule: number; held_out_share: number };
