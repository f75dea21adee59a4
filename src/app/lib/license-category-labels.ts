import type { LicenseCategory } from '../../contract/licenses';
import { msg } from './i18n';
import { translatedLabels } from './translated-labels';

/** A license category as it reads in the console (licenses, policy conditions); the API value never changes. */
export const LICENSE_CATEGORY_LABELS: Record<LicenseCategory, string> = translatedLabels({
  permissive: msg('lib.licenseCategory.permissive'),
  weak_copyleft: msg('lib.licenseCategory.weakCopyleft'),
  strong_copyleft: msg('lib.licenseCategory.strongCopyleft'),
  network_copyleft: msg('lib.licenseCategory.networkCopyleft'),
  public_domain: msg('lib.licenseCategory.publicDomain'),
  proprietary: msg('lib.licenseCategory.proprietary'),
  unknown: msg('lib.licenseCategory.unknown'),
});
