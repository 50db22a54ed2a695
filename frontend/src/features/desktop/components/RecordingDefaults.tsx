import { Alert, Select, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { SegmentedField } from '@/components/ui/SegmentedField';
import type { DesktopSettings, DesktopShell } from '@/lib/platform';

import { RecordDestinationPicker } from './RecordDestinationPicker';

type Recording = Pick<
  DesktopSettings,
  | 'display'
  | 'microphone'
  | 'system_sound'
  | 'camera'
  | 'camera_size'
  | 'mode'
  | 'resolution'
  | 'hotkey_record'
  | 'hotkey_pause'
  | 'record_channel_id'
  | 'record_channel_name'
>;

interface RecordingDefaultsProps {
  shell: DesktopShell;
  value: Recording;
  onChange: (next: Recording) => void;
  hotkeyError: string | null;
}

const RESOLUTIONS = [
  { value: '720', label: '720p' },
  { value: '1080', label: '1080p' },
  { value: '2160', label: '4K' },
];

/**
 * The recording part of the desktop settings: where recordings go, display, microphone, computer
 * sound, camera, resolution and hotkeys.
 */
export function RecordingDefaults({ shell, value, onChange, hotkeyError }: RecordingDefaultsProps) {
  const { t } = useTranslation();
  const devices = useQuery({ queryKey: ['desktop-devices'], queryFn: () => shell.devices(), meta: { handledCodes: 'all' } });
  const displays = [
    { value: '', label: t('desktop.settings.primaryDisplay') },
    ...(devices.data?.displays ?? []).map((d) => ({ value: d.id, label: `${d.name} (${d.width}×${d.height})` })),
  ];
  const sources = devices.data?.microphones ?? [];
  // A loopback chosen as the microphone by an older version stays listed, so nothing changes unasked.
  const microphones = [
    { value: '', label: t('desktop.settings.defaultMicrophone') },
    { value: 'none', label: t('desktop.settings.noMicrophone') },
    ...sources.filter((m) => !m.loopback || m.id === value.microphone).map((m) => ({ value: m.id, label: m.name })),
  ];
  const systemSounds = [
    { value: '', label: t('desktop.settings.systemSoundOff') },
    ...sources.filter((m) => m.loopback).map((m) => ({ value: m.id, label: m.name })),
  ];
  const cameras = [
    { value: '', label: t('desktop.settings.noCamera') },
    ...(devices.data?.cameras ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  const modes = [
    { value: 'screen', label: t('desktop.settings.modeScreen') },
    { value: 'camera', label: t('desktop.settings.modeCamera'), disabled: !value.camera },
  ];
  const sizes = (['small', 'medium', 'large'] as const).map((size) => ({
    value: size,
    label: t(`desktop.settings.bubble.${size}`),
  }));
  const set = (change: Partial<Recording>) => onChange({ ...value, ...change });

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('desktop.settings.recording')}
      </Title>
      <RecordDestinationPicker
        value={{ channelId: value.record_channel_id, name: value.record_channel_name }}
        onChange={(next) => set({ record_channel_id: next.channelId, record_channel_name: next.name })}
      />
      {devices.isError && (
        <Alert color="yellow" variant="light">
          {t('desktop.settings.devicesUnavailable')}
        </Alert>
      )}
      <Select
        label={t('desktop.settings.display')}
        data={displays}
        value={value.display}
        onChange={(next) => set({ display: next ?? '' })}
        allowDeselect={false}
      />
      <Select
        label={t('desktop.settings.microphone')}
        data={microphones}
        value={value.microphone}
        onChange={(next) => set({ microphone: next ?? '' })}
        allowDeselect={false}
      />
      <Select
        label={t('desktop.settings.systemSound')}
        description={t('desktop.settings.systemSoundHint')}
        data={systemSounds}
        value={value.system_sound}
        onChange={(next) => set({ system_sound: next ?? '' })}
        allowDeselect={false}
      />
      <Select
        label={t('desktop.settings.camera')}
        data={cameras}
        value={value.camera}
        // Without a camera only the screen can be recorded.
        onChange={(next) => set({ camera: next ?? '', ...(next ? {} : { mode: 'screen' }) })}
        allowDeselect={false}
      />
      <SegmentedField
        label={t('desktop.settings.mode')}
        value={value.mode}
        onChange={(next) => set({ mode: next as Recording['mode'] })}
        data={modes}
      />
      {value.camera && (
        <SegmentedField
          label={t('desktop.settings.bubbleSize')}
          hint={t('desktop.settings.bubbleHint')}
          value={value.camera_size}
          onChange={(next) => set({ camera_size: next as Recording['camera_size'] })}
          data={sizes}
        />
      )}
      <SegmentedField
        label={t('desktop.settings.resolution')}
        hint={t('desktop.settings.resolutionHint')}
        value={String(value.resolution)}
        onChange={(next) => set({ resolution: Number(next) as Recording['resolution'] })}
        data={RESOLUTIONS}
      />
      <TextInput
        label={t('desktop.settings.hotkeyRecord')}
        value={value.hotkey_record}
        onChange={(event) => set({ hotkey_record: event.currentTarget.value.trim() })}
        error={hotkeyError}
        spellCheck={false}
      />
      <TextInput
        label={t('desktop.settings.hotkeyPause')}
        description={t('desktop.settings.hotkeyHint')}
        value={value.hotkey_pause}
        onChange={(event) => set({ hotkey_pause: event.currentTarget.value.trim() })}
        error={hotkeyError ? ' ' : null}
        spellCheck={false}
      />
    </Stack>
  );
}
