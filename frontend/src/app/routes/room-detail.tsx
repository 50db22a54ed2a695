import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { VideoComments } from '@/features/comments';
import { JoinToComment, RoomVideoActions, useRoomRights, useRoomVideoMembership } from '@/features/rooms';
import { GetLinkButton } from '@/features/share';
import { VideoPage } from '@/features/video-page';
import { teamListQuery } from '@/lib/api/endpoints/teams/list';

/** /roomDetail/{cid}/{vid}: a room's video, its comments, and the room's actions on it. */
export function RoomDetailRoute() {
  const { t } = useTranslation('rooms');
  const params = useParams();
  const cid = Number(params.cid);
  const vid = Number(params.vid);
  const { data: user } = useUser();
  // Someone not in the room (a public room's workspace member) watches but does not comment.
  const rights = useRoomRights(cid);
  useRoomVideoMembership(cid, vid, user?.id);
  const teams = useQuery(teamListQuery());
  const closedNotice = teams.data && !rights.member ? <JoinToComment channelId={cid} /> : null;
  const backToRoom = (
    <Button component={Link} to={paths.room(cid)} variant="light">
      {t('video.backToRoom')}
    </Button>
  );
  return (
    <VideoPage
      key={`${cid}-${vid}`}
      id={vid}
      channelId={cid}
      viewerId={user?.id}
      getLink={(isOwner) => (
        <RoomVideoActions channelId={cid} videoId={vid} isAuthor={isOwner} getLink={<GetLinkButton videoId={vid} manage={isOwner} />} />
      )}
      notFoundAction={backToRoom}
      withComments={(video, player, layout) => (
        <VideoComments video={video} player={player} closedNotice={closedNotice}>
          {layout}
        </VideoComments>
      )}
    />
  );
}

export { RoomDetailRoute as Component };
