import { useParams, useSearchParams } from 'react-router';

import { StandalonePage } from '@/components/ui/StandalonePage';
import { paths } from '@/config/paths';
import { FolderSharedVideoView } from '@/features/share';
import { useIsSignedIn } from '@/lib/auth/use-session';

import { VisitorActions } from '../layout/VisitorActions';

/** /folderShare/video/{id}?key=&from=: a video of a shared folder, for anyone with the link. */
export function FolderShareVideoRoute() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const signedIn = useIsSignedIn();
  return (
    <StandalonePage home={signedIn ? paths.myVideos : paths.login} actions={<VisitorActions signedIn={signedIn} />}>
      <FolderSharedVideoView videoId={id} shareKey={search.get('key') ?? ''} fromFolder={Number(search.get('from') ?? 0) || 0} />
    </StandalonePage>
  );
}

export { FolderShareVideoRoute as Component };
