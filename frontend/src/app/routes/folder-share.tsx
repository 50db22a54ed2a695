import { useParams, useSearchParams } from 'react-router';

import { StandalonePage } from '@/components/ui/StandalonePage';
import { paths } from '@/config/paths';
import { SharedFolderView } from '@/features/share';
import { useIsSignedIn } from '@/lib/auth/use-session';

import { VisitorActions } from '../layout/VisitorActions';

/** /folderShare/folder/{pid}?key=: a shared folder, for anyone with the link. */
export function FolderShareRoute() {
  const pid = Number(useParams().pid);
  const [search] = useSearchParams();
  const signedIn = useIsSignedIn();
  return (
    <StandalonePage home={signedIn ? paths.myVideos : paths.login} actions={<VisitorActions signedIn={signedIn} />}>
      <SharedFolderView folderId={pid} shareKey={search.get('key') ?? ''} />
    </StandalonePage>
  );
}

export { FolderShareRoute as Component };
