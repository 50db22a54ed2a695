import { Text, ThemeIcon } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

import classes from './FileDropzone.module.css';

/** Drop area and file picker for one MP4. */
export function FileDropzone({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <label
      className={classes.zone}
      data-active={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <ThemeIcon size={56} radius={28} variant="light">
        <IconCloudUpload size={30} />
      </ThemeIcon>
      <Text fw={600}>{t('upload.dropzone')}</Text>
      <Text size="sm" c="dimmed">
        {t('upload.hint')}
      </Text>
      <input
        className={classes.input}
        type="file"
        accept="video/mp4"
        aria-label={t('upload.dropzone')}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) onFile(file);
          event.currentTarget.value = '';
        }}
      />
    </label>
  );
}
