import { Alert, Button, Group, Loader, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { SegmentedField } from '@/components/ui/SegmentedField';
import { chooseLanguage, LANGUAGES } from '@/lib/i18n';
import { DesktopSettingsError, type DesktopSettings, type DesktopShell } from '@/lib/platform';

import { hotkeysValid } from '../hotkey';
import { checkServerAddress, type ServerAddressProblem } from '../server-address';
import { desktopSettingsKey, desktopSettingsQuery } from '../settings-query';
import { RecordingDefaults } from './RecordingDefaults';

/** The desktop app's settings: server address, language, launch at login. */
export function DesktopSettingsForm({ shell }: { shell: DesktopShell }) {
  const { t } = useTranslation();
  const query = useQuery(desktopSettingsQuery(shell));
  if (query.isPending) return <Loader aria-label={t('desktop.settings.title')} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {t('desktop.settings.errors.unreachable')}
      </Alert>
    );
  return <SettingsFields shell={shell} saved={query.data} />;
}

function SettingsFields({ shell, saved }: { shell: DesktopShell; saved: DesktopSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [server, setServer] = useState(saved.server);
  const [language, setLanguage] = useState(saved.language);
  const [launchAtLogin, setLaunchAtLogin] = useState(saved.launch_at_login);
  const [recording, setRecording] = useState({
    display: saved.display,
    microphone: saved.microphone,
    system_sound: saved.system_sound,
    camera: saved.camera,
    camera_size: saved.camera_size,
    mode: saved.mode,
    resolution: saved.resolution,
    hotkey_record: saved.hotkey_record,
    hotkey_pause: saved.hotkey_pause,
    record_channel_id: saved.record_channel_id,
    record_channel_name: saved.record_channel_name,
  });
  const [badHotkeys, setBadHotkeys] = useState(false);
  const [problem, setProblem] = useState<ServerAddressProblem | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (next: DesktopSettings) => shell.saveSettings(next),
    meta: { handledCodes: 'all' },
    onSuccess: (next) => {
      queryClient.setQueryData(desktopSettingsKey, next);
      setServer(next.server);
      if (next.language !== saved.language) chooseLanguage(next.language);
    },
  });
  const failure = save.error instanceof DesktopSettingsError ? save.error.code : save.error ? 'save_failed' : null;
  const serverError = problem ?? (failure === 'invalid_server' ? failure : null);
  const hotkeyError =
    badHotkeys || failure === 'invalid_hotkey' ? t('desktop.settings.errors.invalid_hotkey') : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkServerAddress(server);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    if (!hotkeysValid(recording.hotkey_record, recording.hotkey_pause)) {
      setBadHotkeys(true);
      return;
    }
    setBadHotkeys(false);
    if (checked.server !== saved.server) {
      setConfirming(checked.server);
      return;
    }
    save.mutate(settingsWith(checked.server));
  }

  function settingsWith(nextServer: string): DesktopSettings {
    return { server: nextServer, language, launch_at_login: launchAtLogin, ...recording };
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={520}>
        <TextInput
          label={t('desktop.settings.server')}
          description={t('desktop.settings.serverHint')}
          value={server}
          onChange={(event) => {
            setServer(event.currentTarget.value);
            setProblem(null);
            save.reset();
          }}
          error={serverError ? t(`desktop.settings.errors.${serverError}`) : null}
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
        />
        <SegmentedField
          label={t('desktop.settings.language')}
          value={language}
          onChange={(value) => setLanguage(value === 'zh-CN' ? 'zh-CN' : 'en')}
          data={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
        />
        <Switch
          label={t('desktop.settings.launchAtLogin')}
          description={t('desktop.settings.launchAtLoginHint')}
          checked={launchAtLogin}
          onChange={(event) => setLaunchAtLogin(event.currentTarget.checked)}
        />
        <RecordingDefaults
          shell={shell}
          value={recording}
          onChange={(next) => {
            setRecording(next);
            setBadHotkeys(false);
          }}
          hotkeyError={hotkeyError}
        />
        {failure && failure !== 'invalid_server' && failure !== 'invalid_hotkey' && (
          <Alert color="red" variant="light" role="alert">
            {t(`desktop.settings.errors.${failure}`)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('desktop.settings.save')}
          </Button>
          {save.isSuccess && (
            <Text size="sm" c="green.8" role="status">
              {t('desktop.settings.saved')}
            </Text>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming !== null}
        title={t('desktop.settings.changeServerTitle')}
        message={t('desktop.settings.changeServerBody', { server: confirming ?? '' })}
        cancelLabel={t('desktop.settings.cancel')}
        confirmLabel={t('desktop.settings.changeServerConfirm')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) save.mutate(settingsWith(confirming));
          setConfirming(null);
        }}
      />
    </form>
  );
}
