import { LicenseSchema, type LicenseCategory } from '../../../contract/licenses';
import { resource } from '../../lib/resource-queries';

const licenses = resource({ name: 'licenses', path: '/api/licenses/', item: LicenseSchema, detail: LicenseSchema });
export const licensesQuery = licenses.list;

export const CATEGORY_LABELS: Record<LicenseCategory, string> = {
  permissive: 'Permissive',
  weak_copyleft: 'Weak copyleft',
  strong_copyleft: 'Strong copyleft',
  network_copyleft: 'Network copyleft',
  public_domain: 'Public domain',
  proprietary: 'Proprietary',
  unknown: 'Unknown',
};

/** Colors of the dot in the category badge (the text stays black/white for contrast). */
export const CATEGORY_COLORS: Record<LicenseCategory, string> = {
  permissive: 'green',
  weak_copyleft: 'yellow',
  strong_copyleft: 'orange',
  network_copyleft: 'red',
  public_domain: 'teal',
  proprietary: 'grape',
  unknown: 'gray',
};
