import { useParams } from 'react-router';

import { RoomBrowser } from '@/features/rooms';

/** /room/browser/{tid}: the workspace's public rooms the user may join. */
export function RoomBrowserRoute() {
  const tid = Number(useParams().tid);
  return <RoomBrowser key={tid} teamId={tid} />;
}

export { RoomBrowserRoute as Component };
