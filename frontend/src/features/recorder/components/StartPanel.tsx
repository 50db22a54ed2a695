import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconPlayerRecordFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { RECORDER_COUNTDOWN_MS } from '@/config/constants';
import { isRoomId } from '@/lib/workspaces/builtin';
import { useRoomName } from '@/lib/workspaces/room-name';

import { CameraPreview } from './CameraPreview';
import { DevicePicker } from './DevicePicker';
import { PremiumNudge } from './PremiumNudge';
import { RecorderCard } from './RecorderCard';
import { RecordTypePicker } from './RecordTypePicker';
import { ResolutionPicker } from './ResolutionPicker';
import { useRecorderUser } from '../api/get-recorder-user';
import type { DeviceChoice, RecordingOptions } from '../engine/types';
import { useCameraPreview } from '../hooks/use-camera-preview';
import { useDevices } from '../hooks/use-devices';
import { useRecordDestination } from '../hooks/use-record-destination';
import { useRecorderSettings } from '../hooks/use-recorder-settings';
import { allowedResolution, maxHeightOf, remainingVideos, shouldNudge } from '../plan';
import { defaultRecordingTitle } from '../title';

/** The folder ?folder= names, 0 (My Videos) when none. */
function folderParam(search: URLSearchParams): number {
  const id = Number(search.get('folder'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The room ?channel= names (the built-in workspace's have negative ids), 0 when none. */
function channelParam(search: URLSearchParams): number {
  const id = Number(search.get('channel'));
  return isRoomId(id) ? id : 0;
}

interface StartPanelProps {
  /** The recorder is ready for a new session (not still preparing). */
  ready: boolean;
  onStart: (options: RecordingOptions) => void;
}

/** Only an id the browser still lists is passed on; otherwise the system default is used. */
function present(choice: DeviceChoice, devices: readonly MediaDeviceInfo[] | undefined): DeviceChoice {
  const listed = devices?.some((device) => device.deviceId === choice.deviceId) ?? false;
  return { ...choice, deviceId: listed ? choice.deviceId : null };
}

/** Spec 2: what to record, with which camera and microphone, at which resolution; then Start. */
export function StartPanel({ ready, onStart }: StartPanelProps) {
  const { t } = useTranslation();
  const [settings, update] = useRecorderSettings();
  const [search] = useSearchParams();
  const devices = useDevices();
  const { data: user } = useRecorderUser();
  const maxHeight = maxHeightOf(user);
  const cameraMode = settings.recordType === 'camera';
  const preview = useCameraPreview(cameraMode && ready, settings.camera.deviceId);
  const channelId = channelParam(search);
  const destination = useRecordDestination(channelId);
  const roomName = useRoomName();

  function start() {
    const camera = present(settings.camera, devices.data?.cameras);
    onStart({
      recordType: settings.recordType,
      camera: cameraMode ? { ...camera, open: true } : camera,
      microphone: present(settings.microphone, devices.data?.microphones),
      countdownMs: RECORDER_COUNTDOWN_MS,
      resolution: allowedResolution(settings.resolution, maxHeight),
      title: defaultRecordingTitle(new Date()),
      // Opened from a folder (?folder=) or a room (?channel=); My Videos otherwise.
      folderId: folderParam(search),
      channelId,
    });
  }

  return (
    <RecorderCard wide={cameraMode} label={t('recorder.start.title')}>
      <Stack gap="md">
        <Text fw={650} size="lg">
          {t('recorder.start.title')}
        </Text>
        {destination.room && destination.allowed && (
          <Text size="sm" c="dimmed" data-testid="recorder-destination">
            {t('recorder.start.intoRoom', { room: roomName(destination.room) })}
          </Text>
        )}
        {!destination.allowed && (
          <Alert color="red" data-testid="recorder-room-refused">
            {t('recorder.start.roomRefused')}
          </Alert>
        )}
        <RecordTypePicker value={settings.recordType} onChange={(recordType) => update({ recordType })} />
        {cameraMode && <CameraPreview stream={preview} label={t('recorder.cameraPreview')} />}
        <DevicePicker
          kind="camera"
          devices={devices.data?.cameras ?? []}
          choice={settings.camera}
          alwaysOn={cameraMode}
          onChange={(camera) => update({ camera })}
        />
        <DevicePicker
          kind="microphone"
          devices={devices.data?.microphones ?? []}
          choice={settings.microphone}
          onChange={(microphone) => update({ microphone })}
        />
        <ResolutionPicker value={settings.resolution} maxHeight={maxHeight} onChange={(resolution) => update({ resolution })} />
        {user && shouldNudge(user) && <PremiumNudge remaining={remainingVideos(user) ?? 0} />}
        <Button
          size="md"
          color="red"
          leftSection={ready ? <IconPlayerRecordFilled size={18} /> : <Loader size={16} color="white" />}
          disabled={!ready || !destination.allowed}
          onClick={start}
          data-testid="recorder-start"
        >
          {t('recorder.start.button')}
        </Button>
      </Stack>
    </RecorderCard>
  );
}
