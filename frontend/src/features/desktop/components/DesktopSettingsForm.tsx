import { Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { chooseLanguage, LANGUAGES } from '@/lib/i18n';
import { DesktopSettingsError, type DesktopSettings, type DesktopShell } from '@/lib/platform';

import { checkServerAddress, type ServerAddressProblem } from '../server-address';

const settingsKey = ['desktop-settings'] as const;

/** The desktop app's settings: server address, language, launch at login. */
export function DesktopSettingsForm({ shell }: { shell: DesktopShell }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: settingsKey, queryFn: () => shell.loadSettings(), meta: { handledCodes: 'all' } });
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
  const [problem, setProblem] = useState<ServerAddressProblem | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (next: DesktopSettings) => shell.saveSettings(next),
    meta: { handledCodes: 'all' },
    onSuccess: (next) => {
      queryClient.setQueryData(settingsKey, next);
      setServer(next.server);
      if (next.language !== saved.language) chooseLanguage(next.language);
    },
  });
  const failure = save.error instanceof DesktopSettingsError ? save.error.code : save.error ? 'save_failed' : null;
  const serverError = problem ?? (failure === 'invalid_server' ? failure : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkServerAddress(server);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    if (checked.server !== saved.server) {
      setConfirming(checked.server);
      return;
    }
    save.mutate({ server: checked.server, language, launch_at_login: launchAtLogin });
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
        <Stack gap={6}>
          <Text size="sm" fw={500} id="desktop-language">
            {t('desktop.settings.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="desktop-language"
            value={language}
            onChange={(value) => setLanguage(value === 'zh-CN' ? 'zh-CN' : 'en')}
            data={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
            w="fit-content"
          />
        </Stack>
        <Switch
          label={t('desktop.settings.launchAtLogin')}
          description={t('desktop.settings.launchAtLoginHint')}
          checked={launchAtLogin}
          onChange={(event) => setLaunchAtLogin(event.currentTarget.checked)}
        />
        {failure && failure !== 'invalid_server' && (
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
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('desktop.settings.changeServerTitle')}>
        <Stack>
          <Text>{t('desktop.settings.changeServerBody', { server: confirming ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('desktop.settings.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (confirming) save.mutate({ server: confirming, language, launch_at_login: launchAtLogin });
                setConfirming(null);
              }}
            >
              {t('desktop.settings.changeServerConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
