import { Group, Select, Switch } from '@mantine/core';
import { IconCamera, IconCameraOff, IconMicrophone, IconMicrophoneOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { DeviceChoice } from '../engine/types';

/** Select needs a string for 'the system default' (deviceId null). */
const SYSTEM_DEFAULT = 'system-default';

interface DevicePickerProps {
  kind: 'camera' | 'microphone';
  devices: readonly MediaDeviceInfo[];
  choice: DeviceChoice;
  onChange: (choice: DeviceChoice) => void;
  /** Camera mode needs the camera: it stays on. */
  alwaysOn?: boolean;
}

/** A device picker with its on/off switch. */
export function DevicePicker({ kind, devices, choice, onChange, alwaysOn = false }: DevicePickerProps) {
  const { t } = useTranslation();
  const open = alwaysOn || choice.open;
  // Before permission is given, browsers list devices without ids; the default covers them.
  const listed = devices.filter((device) => device.deviceId);
  const known = listed.some((device) => device.deviceId === choice.deviceId);
  const data = [
    { value: SYSTEM_DEFAULT, label: t('recorder.devices.systemDefault') },
    ...listed.map((device, index) => ({
      value: device.deviceId,
      label: device.label || t(`recorder.devices.unnamed.${kind}`, { number: index + 1 }),
    })),
  ];
  const On = kind === 'camera' ? IconCamera : IconMicrophone;
  const Off = kind === 'camera' ? IconCameraOff : IconMicrophoneOff;

  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        style={{ flex: 1, minWidth: 0 }}
        aria-label={t(`recorder.devices.${kind}`)}
        data-testid={`recorder-${kind}-select`}
        data={data}
        value={known ? choice.deviceId : SYSTEM_DEFAULT}
        onChange={(value) => onChange({ ...choice, deviceId: value && value !== SYSTEM_DEFAULT ? value : null })}
        allowDeselect={false}
        disabled={!open}
        leftSection={open ? <On size={16} /> : <Off size={16} />}
        comboboxProps={{ withinPortal: true }}
      />
      <Switch
        aria-label={t(`recorder.devices.${kind}Toggle`)}
        data-testid={`recorder-${kind}-toggle`}
        checked={open}
        disabled={alwaysOn}
        onChange={(event) => onChange({ ...choice, open: event.currentTarget.checked })}
      />
    </Group>
  );
}
