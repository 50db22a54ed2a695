import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';

import { useRenameVideo } from '../api/rename-video';
import { checkRecordingTitle } from '../title';

export interface RenameTarget {
  videoId: number;
  title: string;
}

interface RenameDialogProps {
  target: RenameTarget | null;
  /** The dialog is done, renamed or skipped; the app then opens the video. */
  onDone: (videoId: number) => void;
}

/** Spec 4 and 5: after a recording, name it (trimmed, not empty, at most 60 characters). */
export function RenameDialog({ target, onDone }: RenameDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={() => target && onDone(target.videoId)}
      title={t('recorder.rename.title')}
      size={420}
      zIndex={350}
    >
      {target && <RenameForm key={target.videoId} target={target} onDone={onDone} />}
    </Modal>
  );
}

function RenameForm({ target, onDone }: { target: RenameTarget; onDone: (videoId: number) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(target.title);
  const rename = useRenameVideo();
  const problem = checkRecordingTitle(name);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) return;
    const trimmed = name.trim();
    if (trimmed === target.title) {
      onDone(target.videoId);
      return;
    }
    rename.mutate(
      { id: target.videoId, name: trimmed },
      {
        onSuccess: () => onDone(target.videoId),
        onError: () => notifications.show({ color: 'red', message: t('recorder.rename.failed'), autoClose: TOAST_MS }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput
          data-autofocus
          label={t('recorder.rename.label')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={problem ? t(`recorder.rename.${problem}`) : undefined}
          data-testid="rename-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(target.videoId)} data-testid="rename-skip">
            {t('recorder.rename.skip')}
          </Button>
          <Button type="submit" loading={rename.isPending} disabled={problem !== null} data-testid="rename-save">
            {t('recorder.rename.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
