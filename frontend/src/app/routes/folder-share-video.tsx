import { useParams, useSearchParams } from 'react-router';

import { StandalonePage } from '@/components/ui/StandalonePage';
import { paths } from '@/config/paths';
import { VideoComments } from '@/features/comments';
import { FolderSharedVideoView } from '@/features/share';
import { useIsSignedIn } from '@/lib/auth/use-session';

import { VisitorActions } from '../layout/VisitorActions';

/** /folderShare/video/{id}?key=&from=: a video of a shared folder, for anyone with the link. */
export function FolderShareVideoRoute() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const signedIn = useIsSignedIn();
  const shareKey = search.get('key') ?? '';
  return (
    <StandalonePage home={signedIn ? paths.myVideos : paths.login} actions={<VisitorActions signedIn={signedIn} />}>
      <FolderSharedVideoView
        videoId={id}
        shareKey={shareKey}
        fromFolder={Number(search.get('from') ?? 0) || 0}
        withComments={(video, player, layout) => (
          <VideoComments video={video} shareKey={shareKey} player={player}>
            {layout}
          </VideoComments>
        )}
      />
    </StandalonePage>
  );
}

export { FolderShareVideoRoute as Component };
