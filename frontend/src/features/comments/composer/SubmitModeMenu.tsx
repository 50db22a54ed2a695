import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconKeyboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { SubmitMode } from './use-submit-mode';

const MODES = [
  ['enter', 'composer.enterSends'],
  ['ctrl-enter', 'composer.ctrlEnterSends'],
] as const;

/** Chooses whether Enter or Ctrl+Enter sends. */
export function SubmitModeMenu({ mode, onChange }: { mode: SubmitMode; onChange: (mode: SubmitMode) => void }) {
  const { t } = useTranslation('comments');
  return (
    <Menu position="top-start" shadow="md" hideDetached={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('composer.sendSettings')}>
          <IconKeyboard size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {MODES.map(([value, label]) => (
          <Menu.Item
            key={value}
            onClick={() => onChange(value)}
            rightSection={value === mode ? <IconCheck size={16} role="img" aria-label={t('composer.chosen')} /> : null}
          >
            {t(label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
