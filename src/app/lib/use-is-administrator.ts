import { useQuery } from '@tanstack/react-query';
import { profileQuery } from './profile-query';

/**
 * Only administrators write (CONTRACT §2); the console hides write actions from
 * everyone else rather than letting them run into a 403. False while the profile loads.
 */
export function useIsAdministrator(): boolean {
  const profile = useQuery(profileQuery());
  return profile.data?.role === 'administrator';
}
