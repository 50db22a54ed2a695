import { ActionIcon, Popover, SimpleGrid, UnstyledButton } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EMOJI } from './emoji-list';

/** Opens a panel of common emoji; a pick goes in at the caret. */
export function EmojiButton({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation('comments');
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="top-start" shadow="md" hideDetached={false}>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('composer.emoji')}
          data-testid="emoji-button"
          onClick={() => setOpened((open) => !open)}
        >
          <IconMoodSmile size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={6}>
        <SimpleGrid cols={10} spacing={2} verticalSpacing={2}>
          {EMOJI.map((emoji) => (
            <UnstyledButton
              key={emoji}
              fz="lg"
              w={28}
              h={28}
              ta="center"
              onClick={() => {
                onPick(emoji);
                setOpened(false);
              }}
            >
              {emoji}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
