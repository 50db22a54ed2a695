import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { VideoComments } from '@/features/comments';
import { VideoSendMenu } from '@/features/rooms';
import { GetLinkButton } from '@/features/share';
import { VideoPage } from '@/features/video-page';

/** /video/{id} and /player/{id}: the owner's player page. */
export function VideoRoute() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: user } = useUser();
  const backHome = (
    <Button component={Link} to={paths.myVideos} variant="light">
      {t('errors.backToMyVideos')}
    </Button>
  );
  return (
    <VideoPage
      id={id}
      viewerId={user?.id}
      getLink={(isOwner) => (
        <>
          <GetLinkButton videoId={id} manage={isOwner} />
          {isOwner && <VideoSendMenu videoId={id} />}
        </>
      )}
      notFoundAction={backHome}
      withComments={(video, player, layout) => (
        <VideoComments video={video} player={player}>
          {layout}
        </VideoComments>
      )}
    />
  );
}

export { VideoRoute as Component };
