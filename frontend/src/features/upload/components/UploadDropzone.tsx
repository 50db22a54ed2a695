import { Text, ThemeIcon } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

import classes from './UploadDropzone.module.css';

interface UploadDropzoneProps {
  onFiles: (files: File[]) => void;
  /** A slim bar for adding more once some files are listed. */
  compact: boolean;
}

/**
 * Drop area and file picker. The picker offers MP4 only; a drop can bring anything,
 * which the byte check then refuses.
 */
export function UploadDropzone({ onFiles, compact }: UploadDropzoneProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    onFiles([...event.dataTransfer.files]);
  }

  return (
    <label
      className={classes.zone}
      data-active={dragging || undefined}
      data-compact={compact || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <ThemeIcon size={compact ? 32 : 56} radius="xl" variant="light">
        <IconCloudUpload size={compact ? 18 : 30} />
      </ThemeIcon>
      <div>
        <Text fw={600}>{compact ? t('upload.addMore') : t('upload.dropzone')}</Text>
        <Text size="sm" c="dimmed">
          {t('upload.hint')}
        </Text>
      </div>
      <input
        className={classes.input}
        type="file"
        accept="video/mp4,.mp4"
        multiple
        aria-label={t('upload.dropzone')}
        onChange={(event) => {
          onFiles([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
    </label>
  );
}
