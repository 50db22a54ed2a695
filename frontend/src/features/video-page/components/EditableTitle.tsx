import { TextInput, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { useTitleEdit } from '../hooks/use-title-edit';

interface EditableTitleProps {
  edit: ReturnType<typeof useTitleEdit>;
  editable: boolean;
}

/** The video's title; its owner clicks it to rename it in place. */
export function EditableTitle({ edit, editable }: EditableTitleProps) {
  const { t } = useTranslation('sharing');
  if (edit.editing) {
    return (
      <TextInput
        aria-label={t('title.label')}
        value={edit.draft}
        onChange={(event) => edit.change(event.currentTarget.value)}
        onBlur={edit.finish}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
        error={edit.problem ? t(`title.${edit.problem}`) : undefined}
        autoFocus
        size="md"
      />
    );
  }
  return (
    <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
      {editable ? (
        <UnstyledButton onClick={edit.start} title={t('title.edit')} data-testid="video-title" fz="inherit" fw="inherit">
          {edit.title}
        </UnstyledButton>
      ) : (
        edit.title
      )}
    </Title>
  );
}
