import { Avatar, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useLogout, useUser } from '@/features/auth';

/** Avatar menu (spec 2): nickname, e-mail, settings and sign out (RequireAuth then shows login). */
export function UserMenu() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const logout = useLogout();

  if (!user) return <Skeleton circle height={36} />;

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
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconSettings size={16} />}>
          {t('user.settings')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()}>
          {t('auth.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
