import { LicenseSchema, type LicenseCategory } from '../../../contract/licenses';
import { resource } from '../../lib/resource-queries';

const licenses = resource({ name: 'licenses', path: '/api/licenses/', item: LicenseSchema, detail: LicenseSchema });
export const licensesQuery = licenses.list;

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
