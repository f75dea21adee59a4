import { i18n } from '../lib/i18n';

export type Option = { value: string; label: string };

/** Options of a yes/no filter select; '' is "no filter". Labels are getters: read when shown, in the console's language. */
export const YES_NO_OPTIONS: Option[] = [
  {
    value: '',
    get label() {
      return i18n._('components.filters.any');
    },
  },
  {
    value: 'true',
    get label() {
      return i18n._('lib.yes');
    },
  },
  {
    value: 'false',
    get label() {
      return i18n._('lib.no');
    },
  },
];

/** `all` first (value ''), then one option per value. */
export function filterOptions(
  all: string,
  values: readonly string[],
  label: (value: string) => string = (v) => v,
): Option[] {
  return [{ value: '', label: all }, ...values.map((value) => ({ value, label: label(value) }))];
}

/** A value from the URL that is not among the options still shows as selected. */
export function withCurrent(options: Option[], current: string): Option[] {
  return current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}
