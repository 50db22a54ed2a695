import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { hasCode } from '@/lib/api';
import { CodeNameTaken } from '@/lib/api/types.gen';

import { folderNameProblem } from './folder-name';

interface FolderNameModalProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  /** Sends the trimmed name; a CodeNameTaken failure is shown under the field. */
  save: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for a folder name (spec 5 messages), for a new folder or a rename. Mount it to open it. */
export function FolderNameModal({ title, submitLabel, initialName = '', save, onClose }: FolderNameModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = folderNameProblem(name);
    if (problem) {
      setError(t(problem === 'empty' ? 'library.nameEmpty' : 'library.nameTooLong'));
      return;
    }
    setSaving(true);
    save(name.trim())
      .then(onClose)
      .catch((failure: unknown) => {
        if (hasCode(failure, CodeNameTaken)) setError(t('library.nameTaken'));
      })
      .finally(() => setSaving(false));
  };

  return (
    <Modal opened onClose={onClose} title={title} size={420}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <TextInput
            label={t('library.nameLabel')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('library.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
