import { Center, Loader } from '@mantine/core';
import { useT } from '../lib/i18n';

/** Shown while the first route's code loads. */
export function PageLoading() {
  const _ = useT();
  return (
    <Center h="100vh">
      <Loader aria-label={_('shell.loading')} />
    </Center>
  );
}
