import { Center, Loader } from '@mantine/core';

export function FullPageLoader() {
  return (
    <Center h="60vh">
      <Loader />
    </Center>
  );
}
