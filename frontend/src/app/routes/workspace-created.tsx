import { useParams } from 'react-router';

import { CreateRoomModal } from '@/features/rooms/components/CreateRoomModal';
import { WorkspaceCreated } from '@/features/workspaces';

/** /workspace/create/{id}: the new workspace's next steps (first room, invite, settings). */
export function WorkspaceCreatedRoute() {
  const { id } = useParams();
  return <WorkspaceCreated key={id} teamId={Number(id)} RoomCreator={CreateRoomModal} />;
}

export { WorkspaceCreatedRoute as Component };
