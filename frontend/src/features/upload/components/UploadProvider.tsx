import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

import { SubscribeModal } from '@/components/ui/SubscribeModal';
import { queryKeys } from '@/lib/api';
import { useLeaveWarning } from '@/lib/hooks/use-leave-warning';

import { uploadServices } from '../queue/services';
import { isRunning, successCount } from '../queue/summary';
import { createUploadQueue } from '../queue/upload-queue';
import { UploadCenterContext, type UploadCenter, type UploadTarget, type UploadView } from '../upload-center';
import { UploadDialog } from './UploadDialog';
import { UploadFloatingBar } from './UploadFloatingBar';

/** Where the dialog's batch goes (a folder, or a room): set when a closed dialog opens, read at each init. */
function batchTarget() {
  let target: UploadTarget = { folderId: 0, channelId: 0 };
  return {
    get: () => target,
    set: (next: UploadTarget) => {
      target = next;
    },
  };
}

/**
 * Holds the uploads for every page of the app shell, so they go on while the user moves
 * around; renders the dialog, its floating progress bar and the subscribe modal.
 */
export function UploadProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [folder] = useState(batchTarget);
  const [queue] = useState(() => createUploadQueue(uploadServices(queryClient, folder.get)));
  const [view, setView] = useState<UploadView>('closed');
  const { items, limitReached } = useSyncExternalStore(queue.subscribe, queue.getState);
  useLeaveWarning(isRunning(items));

  const center = useMemo<UploadCenter>(
    () => ({
      queue,
      view,
      open: (folderId = 0, channelId = 0) => {
        if (view === 'closed') {
          queue.reset();
          folder.set({ folderId, channelId });
        }
        setView('open');
      },
      close: () => {
        const current = queue.getState().items;
        if (isRunning(current)) {
          setView('minimised');
          return;
        }
        if (successCount(current) > 0) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.videos.all });
          void queryClient.invalidateQueries({ queryKey: queryKeys.channels.all });
          void queryClient.invalidateQueries({ queryKey: queryKeys.user });
        }
        setView('closed');
      },
      clear: () => {
        if (view === 'closed') queue.reset();
      },
    }),
    [queue, view, queryClient, folder],
  );

  return (
    <UploadCenterContext value={center}>
      {children}
      <UploadDialog />
      <UploadFloatingBar />
      <SubscribeModal type="upload" limit={limitReached} onClose={queue.dismissLimit} />
    </UploadCenterContext>
  );
}
