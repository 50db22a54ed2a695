import { Stack } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

import { SubscribeModal } from '@/components/ui/SubscribeModal';

import { ConnectingPanel } from './ConnectingPanel';
import { LeaveGuard } from './LeaveGuard';
import { ProblemNotice } from './ProblemNotice';
import { ProcessingFailedNotice } from './ProcessingFailedNotice';
import { RecordingPanel } from './RecordingPanel';
import { StartPanel } from './StartPanel';
import { UnavailableNotice } from './UnavailableNotice';
import { UploadingPanel } from './UploadingPanel';
import { useRecorderUser } from '../api/get-recorder-user';
import type { RecordingOptions, RecorderStatus } from '../engine/types';
import { useRecorderCommand, useRecorderContext, useRecorderSnapshot } from '../hooks/use-recorder';
import { isAtVideoLimit, videoLimit } from '../plan';

function panelFor(status: RecorderStatus, onStart: (options: RecordingOptions) => void): ReactNode {
  switch (status) {
    case 'connecting':
    case 'waitingAuthorized':
      return <ConnectingPanel waitingForShare={status === 'waitingAuthorized'} />;
    case 'recording':
    case 'paused':
      return <RecordingPanel />;
    case 'uploading':
      return <UploadingPanel />;
    default:
      // Under the countdown overlay the panel stays as it was, not startable.
      return <StartPanel ready={status === 'ready'} onStart={onStart} />;
  }
}

function RecorderScreen() {
  const { engine, start } = useRecorderContext();
  const snapshot = useRecorderSnapshot();
  const { data: user } = useRecorderUser();
  const command = useRecorderCommand();
  const [limitShown, setLimitShown] = useState<number | null>(null);
  const { problem } = snapshot;
  const problemLimit = problem?.kind === 'limit' ? problem.videoLimit : null;

  function begin(options: RecordingOptions) {
    if (user && isAtVideoLimit(user)) {
      setLimitShown(videoLimit(user));
      return;
    }
    command(() => start(options));
  }

  function closeLimit() {
    setLimitShown(null);
    if (problem?.kind === 'limit') engine.recorder.dismissProblem();
  }

  // Asked when the user navigates, so it sees the recorder as it is then.
  const shouldBlock = () => engine.recorder.isBusy();

  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <LeaveGuard shouldBlock={shouldBlock} />
      <Stack gap="sm" w="100%" maw={520} mx="auto">
        <ProcessingFailedNotice />
        <ProblemNotice problem={problem} />
      </Stack>
      {panelFor(snapshot.status, begin)}
      <SubscribeModal type="upload" limit={limitShown ?? problemLimit} onClose={closeLimit} />
    </Stack>
  );
}

/** /recorder: the start panel, then the session's panels (spec 2), or why recording is not possible. */
export function RecorderPage() {
  const { engine } = useRecorderContext();
  const command = useRecorderCommand();
  const [unavailable] = useState(() => engine.checkAvailability());

  useEffect(() => {
    if (unavailable || engine.recorder.getSnapshot().status !== 'notReady') return;
    command(() => engine.recorder.prepare());
  }, [engine, unavailable, command]);

  if (unavailable) return <UnavailableNotice reason={unavailable} />;
  return <RecorderScreen />;
}
