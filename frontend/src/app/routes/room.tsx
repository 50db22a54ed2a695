import { useParams } from 'react-router';

import { useUser } from '@/features/auth';
import { RecordButton } from '@/features/recorder';
import { RoomView } from '@/features/rooms';
import { UploadButton, useUploadProgress } from '@/features/upload';
import { VideoCard } from '@/features/videos';

/** /room/{cid} (?to-video=): a room's header and feed, with record and upload into it. */
export function RoomRoute() {
  const cid = Number(useParams().cid);
  const { data: user } = useUser();
  const uploadProgress = useUploadProgress();
  return (
    <RoomView
      key={cid}
      channelId={cid}
      viewerId={user?.id}
      renderCard={(video, to) => <VideoCard video={video} to={to} uploadPercent={uploadProgress.get(video.id)} />}
      actions={
        <>
          <RecordButton testId="room-record-button" channelId={cid} />
          <UploadButton channelId={cid} />
        </>
      }
      emptyAction={<RecordButton size="md" testId="room-empty-record-button" channelId={cid} />}
    />
  );
}

export { RoomRoute as Component };
