import { useQuery } from '@tanstack/react-query';
import { canWrite, type WriteArea } from '../../contract/profile';
import { profileQuery } from './profile-query';

/**
 * Only administrators write outside the Security Manager's areas (CONTRACT §11); the console hides
 * write actions from everyone else rather than letting them run into a 403. False while the profile loads.
 */
export function useIsAdministrator(): boolean {
  const profile = useQuery(profileQuery());
  return profile.data?.role === 'administrator';
}

/** Whether the reader's role writes `area` (CONTRACT §11's table); false while the profile loads. */
export function useCanWriteArea(area: WriteArea): boolean {
  const profile = useQuery(profileQuery());
  return canWrite(profile.data?.role, area);
}
