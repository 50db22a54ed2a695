import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { FileProblem } from '../file-check';
import { FileDropzone } from './FileDropzone';
import { FileSummary } from './FileSummary';

interface SelectStepProps {
  file: File | null;
  problem: FileProblem | null;
  onChoose: (file: File) => void;
  onStart: (file: File) => void;
}

export function SelectStep({ file, problem, onChoose, onStart }: SelectStepProps) {
  const { t } = useTranslation();
  if (!file || problem) {
    return (
      <Stack gap="sm">
        <FileDropzone onFile={onChoose} />
        {problem && (
          <Text c="red" size="sm" role="alert">
            {t(`upload.${problem}`)}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <FileSummary file={file} />
      <Group justify="space-between">
        <Button variant="default" component="label">
          {t('upload.changeFile')}
          <input
            type="file"
            accept="video/mp4"
            hidden
            onChange={(event) => {
              const next = event.currentTarget.files?.[0];
              if (next) onChoose(next);
            }}
          />
        </Button>
        <Button onClick={() => onStart(file)}>{t('upload.start')}</Button>
      </Group>
    </Stack>
  );
}
