import { SimpleGrid } from '@mantine/core';

import type { Video } from '@/lib/api/types.gen';

import { VideoCard } from './VideoCard';

interface VideoGridProps {
  videos: Video[];
  uploadProgress?: ReadonlyMap<number, number>;
}

export function VideoGrid({ videos, uploadProgress }: VideoGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg" verticalSpacing="lg">
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} uploadPercent={uploadProgress?.get(video.id)} />
      ))}
    </SimpleGrid>
  );
}
