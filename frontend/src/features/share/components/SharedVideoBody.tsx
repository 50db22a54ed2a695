import type { Ref } from 'react';

import { VideoStage } from '@/components/ui/VideoStage';
import { VideoSummary } from '@/components/ui/VideoSummary';
import type { Video } from '@/lib/api/types.gen';
import type { CommentParts, PlayerHandle, WithComments } from '@/lib/player';
import { isSettled } from '@/lib/video-status';

import { SharedVideoActions } from './SharedVideoActions';
import { SharedVideoPending } from './SharedVideoPending';

interface SharedVideoBodyProps {
  video: Video;
  shareKey: string;
  videoRef: Ref<HTMLVideoElement>;
  player: PlayerHandle;
  withComments?: WithComments;
}

/**
 * What a visitor of a shared video sees, through the video's own link or a folder's: the player
 * (or its recording/processing state) with the comment markers, the summary with the visitor's
 * actions, and the comment panel.
 */
export function SharedVideoBody({ video, shareKey, videoRef, player, withComments }: SharedVideoBodyProps) {
  const body = (parts: CommentParts) => (
    <>
      <div>
        {isSettled(video.status) ? <VideoStage video={video} videoRef={videoRef} /> : <SharedVideoPending video={video} />}
        {parts.timeline}
      </div>
      <VideoSummary video={video} actions={<SharedVideoActions video={video} shareKey={shareKey} />} />
      {parts.panel}
    </>
  );
  return withComments ? withComments(video, player, body) : body({ timeline: null, panel: null });
}
