import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';

import { useUser } from '@/features/auth';
import { RecordButton } from '@/features/recorder';
import { RoomView, useRoomRights } from '@/features/rooms';
import { UploadButton, useUploadProgress } from '@/features/upload';
import { VideoCard } from '@/features/videos';
import { AddMembersModal, INVITATION_HASH, INVITE_HASH, InviteModal, sidebarInviteTeam, useHashModal } from '@/features/workspaces';
import type { Channel } from '@/lib/api/types.gen';

/** The room's #invitation (add members) and #invite dialogs; a sidebar banner's #invite is the layout's. */
function RoomDialogs({ room }: { room: Channel }) {
  const location = useLocation();
  const addMembers = useHashModal(INVITATION_HASH);
  const invite = useHashModal(INVITE_HASH);
  const fromSidebar = sidebarInviteTeam(location.state) !== null;
  return (
    <>
      <AddMembersModal teamId={room.team_id} channelId={room.id} opened={addMembers.opened} onClose={addMembers.close} />
      {!fromSidebar && <InviteModal teamId={room.team_id} channelId={room.id} opened={invite.opened} onClose={invite.close} />}
    </>
  );
}

/** /room/{cid} (?to-video=): a room's header and feed, with record and upload into it. */
export function RoomRoute() {
  const cid = Number(useParams().cid);
  const { data: user } = useUser();
  const uploadProgress = useUploadProgress();
  const { t } = useTranslation('rooms');
  // The room's role check (spec 6): only workspace owners and admins add videos to 'All hands'.
  const rights = useRoomRights(cid);
  const blocked = rights.member && !rights.canAddVideo ? t('room.adminsOnly') : null;
  return (
    <RoomView
      key={cid}
      channelId={cid}
      viewerId={user?.id}
      renderCard={(video, to) => <VideoCard video={video} to={to} uploadPercent={uploadProgress.get(video.id)} />}
      actions={
        <>
          <RecordButton testId="room-record-button" channelId={cid} blockedReason={blocked} />
          {!blocked && <UploadButton channelId={cid} />}
        </>
      }
      emptyAction={<RecordButton size="md" testId="room-empty-record-button" channelId={cid} blockedReason={blocked} />}
      memberDialogs={(room) => <RoomDialogs room={room} />}
    />
  );
}

export { RoomRoute as Component };
