import { Card, Skeleton, SimpleGrid, Stack } from '@mantine/core';

export function VideoGridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg" aria-busy="true">
      {[0, 1, 2, 3].map((slot) => (
        <Card key={slot} padding={0} withBorder>
          <Skeleton style={{ aspectRatio: '16 / 9' }} radius={0} />
          <Stack gap={8} p="md">
            <Skeleton height={14} width="80%" />
            <Skeleton height={10} width="45%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
