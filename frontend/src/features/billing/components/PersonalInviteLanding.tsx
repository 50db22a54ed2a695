import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { TrialDaysPerInvite } from '@/lib/api/types.gen';
import { rememberInviteCode } from '@/lib/auth/invite-code';

/**
 * /invite/{code} for a personal invitation code: the code is kept for the sign-up (which sends it
 * as invite_code), and the visitor is asked to create an account. Someone already signed in is
 * shown their own invitation page instead.
 */
export function PersonalInviteLanding({ code, signedIn }: { code: string; signedIn: boolean }) {
  const { t } = useTranslation('billing');
  useEffect(() => {
    if (!signedIn) rememberInviteCode(code);
  }, [code, signedIn]);
  return (
    <Paper withBorder radius="md" p="xl" maw={520} mx="auto" data-testid="personal-invite">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius={28} variant="light" color="yellow">
          <IconGift size={30} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('invite.title')}
        </Title>
        {signedIn ? (
          <>
            <Text c="dimmed">{t('invite.signedIn')}</Text>
            <Button component={Link} to={paths.invitation}>
              {t('invite.own')}
            </Button>
          </>
        ) : (
          <>
            <Text c="dimmed">{t('invite.text', { days: TrialDaysPerInvite })}</Text>
            <Button component={Link} to={paths.login} color="yellow" data-testid="personal-invite-signup">
              {t('invite.signUp')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
