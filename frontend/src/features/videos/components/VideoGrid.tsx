import { SimpleGrid } from '@mantine/core';

import type { Video } from '@/lib/api/types.gen';

import { VideoCard } from './VideoCard';

export function VideoGrid({ videos }: { videos: Video[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg" verticalSpacing="lg">
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} />
      ))}
    </SimpleGrid>
  );
}
