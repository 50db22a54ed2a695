import { Paper, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { CommentUser } from '@/lib/api/types.gen';

import classes from './ComposerField.module.css';

interface MentionPopupProps {
  id: string;
  people: CommentUser[];
  activeIndex: number;
  onPick: (person: CommentUser) => void;
  onHover: (index: number) => void;
}

export const mentionOptionId = (popupId: string, index: number) => `${popupId}-option-${index}`;

/** The people an '@' can name; the editor keeps the focus and moves through them with the arrow keys. */
export function MentionPopup({ id, people, activeIndex, onPick, onHover }: MentionPopupProps) {
  const { t } = useTranslation('comments');
  return (
    <Paper
      id={id}
      role="listbox"
      aria-label={t('composer.mentionList')}
      data-testid="mention-popup"
      className={classes.popup}
      shadow="md"
      withBorder
      p={4}
    >
      {people.length === 0 && (
        <Text size="sm" c="dimmed" px="xs" py={4}>
          {t('composer.mentionEmpty')}
        </Text>
      )}
      {people.map((person, index) => (
        <UnstyledButton
          key={person.id}
          id={mentionOptionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          tabIndex={-1}
          display="block"
          w="100%"
          px="xs"
          py={4}
          fz="sm"
          bg={index === activeIndex ? 'var(--mantine-color-default-hover)' : undefined}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          // Keeps the focus (and the caret) in the editor.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onPick(person)}
        >
          {person.nickname}
        </UnstyledButton>
      ))}
    </Paper>
  );
}
