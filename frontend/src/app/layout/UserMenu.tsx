import { Avatar, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useLogout, useUser } from '@/features/auth';

/** Avatar menu (spec 2): nickname, e-mail and sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useUser();
  const logout = useLogout();

  if (!user) return <Skeleton circle height={36} />;

  function signOut() {
    logout.mutate(undefined, { onSettled: () => void navigate(paths.login, { replace: true }) });
  }

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('user.menu')}>
          <Avatar src={user.avatar || null} name={user.nickname} color="initials" radius="xl" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fw={650} c="var(--mantine-color-text)" truncate>
            {user.nickname}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut}>
          {t('auth.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
