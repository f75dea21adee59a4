import { Center, Loader } from '@mantine/core';

/** Shown while the first route's code loads. */
export function PageLoading() {
  return (
    <Center h="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
