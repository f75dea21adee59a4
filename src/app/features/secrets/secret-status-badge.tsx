import type { SecretStatus } from '../../../contract/secrets';
import { FilledBadge, TONES, type Tone } from '../../components/filled-badge';
import { SECRET_STATUS_LABELS } from '../../lib/secret-queries';

/** Not looked at yet (blue), a real secret (red), not a secret (gray), removed and rotated (teal). */
const STATUS_TONES: Record<SecretStatus, Tone> = {
  new: TONES.busy,
  true_positive: TONES.bad,
  false_positive: TONES.off,
  fixed: TONES.good,
};

export function SecretStatusBadge({ status }: { status: SecretStatus }) {
  return <FilledBadge tone={STATUS_TONES[status]}>{SECRET_STATUS_LABELS[status]}</FilledBadge>;
}
