import { Anchor, Button, Group, Loader, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconBuildingCommunity, IconLock, IconPlus, IconVideo, IconWorld } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SubscribeModal } from '@/components/ui/SubscribeModal';
import { hasCode, queryKeys } from '@/lib/api';
import { teamListQuery } from '@/lib/api/endpoints/teams/list';
import { CodeVideoLimit, type Team, type User } from '@/lib/api/types.gen';
import { entitlementsOf } from '@/lib/plan/entitlements';
import { hasWorkspace } from '@/lib/workspaces/builtin';
import { useRoomName } from '@/lib/workspaces/room-name';

import { CreateRoomModal } from './CreateRoomModal';
import { useSendVideo } from '../api/use-send-video';
import { loadDestination, MY_VIDEOS_TEAM, validDestination, type Destination, type SendMode } from '../destination';
import { canCreateRoom } from '../roles';

/** The workspace side's page that makes a workspace (spec 2). */
const WORKSPACE_CREATE = '/workspace/create';

export interface SendVideoModalProps {
  videoId: number;
  mode: SendMode;
  opened: boolean;
  onClose: () => void;
}

interface Choice {
  step: 'team' | 'room';
  teamId: number | null;
  channelId: number | null;
}

function initialChoice(saved: Destination | null): Choice {
  if (!saved) return { step: 'team', teamId: null, channelId: null };
  return { step: saved.teamId === MY_VIDEOS_TEAM ? 'team' : 'room', teamId: saved.teamId, channelId: saved.channelId };
}

/**
 * The send/forward dialog (spec 2, 4 and 5): a workspace first (and My Videos, for forward), then
 * one of its rooms the user has joined. Send stays disabled until a room is chosen; the last
 * destination is remembered and chosen again next time.
 */
export function SendVideoModal({ videoId, mode, opened, onClose }: SendVideoModalProps) {
  const { t } = useTranslation('rooms');
  const teams = useQuery({ ...teamListQuery(), enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title={mode === 'forward' ? t('send.titleForward') : t('send.titleSend')} size={480}>
      {!teams.data ? (
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      ) : (
        <SendSteps videoId={videoId} mode={mode} teams={teams.data.teams} onClose={onClose} />
      )}
    </Modal>
  );
}

interface SendStepsProps {
  videoId: number;
  mode: SendMode;
  teams: Team[];
  onClose: () => void;
}

function SendSteps({ videoId, mode, teams, onClose }: SendStepsProps) {
  const { t } = useTranslation('rooms');
  const [choice, setChoice] = useState(() => initialChoice(validDestination(loadDestination(mode), teams, mode)));
  const [creating, setCreating] = useState(false);
  const send = useSendVideo(mode);
  const [limit, setLimit] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const roomName = useRoomName();
  const team = teams.find((each) => each.id === choice.teamId);
  const toMyVideos = mode === 'forward' && choice.teamId === MY_VIDEOS_TEAM;
  const room = team?.channels.find((each) => each.id === choice.channelId);
  const canSend = toMyVideos || (room !== undefined && room.can_add_video);

  function pickTeam(value: string) {
    const teamId = Number(value);
    if (teamId === MY_VIDEOS_TEAM) setChoice({ step: 'team', teamId, channelId: 0 });
    else setChoice({ step: 'room', teamId, channelId: teamId === choice.teamId ? choice.channelId : null });
  }

  function submit() {
    if (!canSend || choice.teamId === null) return;
    const destination = { teamId: choice.teamId, channelId: toMyVideos ? 0 : (choice.channelId ?? 0) };
    send.mutate(
      { videoId, destination },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!hasCode(error, CodeVideoLimit)) return;
          const user = queryClient.getQueryData<User>(queryKeys.user);
          setLimit(user ? entitlementsOf(user).video_limit : 0);
        },
      },
    );
  }

  const noWorkspace = (
    <Stack gap={6} align="flex-start" data-testid="send-no-workspace">
      <Text fw={600}>{t('send.noWorkspace.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('send.noWorkspace.description')}
      </Text>
      <Anchor component={Link} to={WORKSPACE_CREATE} onClick={onClose}>
        {t('send.noWorkspace.action')}
      </Anchor>
    </Stack>
  );

  return (
    <Stack gap="md">
      {choice.step === 'team' || !team ? (
        <>
          <Text fw={600} size="sm">
            {t('send.workspace')}
          </Text>
          <Radio.Group value={choice.teamId === null ? null : String(choice.teamId)} onChange={pickTeam}>
            <ScrollArea.Autosize mah={320}>
              <Stack gap="xs">
                {mode === 'forward' && (
                  <Radio.Card value={String(MY_VIDEOS_TEAM)} p="sm" radius="md" data-testid="send-team-0">
                    <Group wrap="nowrap">
                      <Radio.Indicator />
                      <IconVideo size={18} />
                      <Stack gap={0}>
                        <Text fw={500}>{t('send.myVideos')}</Text>
                        <Text size="xs" c="dimmed">
                          {t('send.myVideosHint')}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                )}
                {teams.map((each) => (
                  <Radio.Card key={each.id} value={String(each.id)} p="sm" radius="md" data-testid={`send-team-${each.id}`}>
                    <Group wrap="nowrap">
                      <Radio.Indicator />
                      <IconBuildingCommunity size={18} />
                      <Text fw={500} truncate>
                        {each.name}
                      </Text>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
          {!hasWorkspace(teams) && noWorkspace}
        </>
      ) : (
        <>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => setChoice({ ...choice, step: 'team' })}
              data-testid="send-back"
            >
              {t('send.back')}
            </Button>
            <Text fw={600} size="sm" truncate>
              {team.name}
            </Text>
          </Group>
          <Text fw={600} size="sm">
            {t('send.room')}
          </Text>
          {team.channels.length === 0 ? (
            <Stack gap={6} align="flex-start" data-testid="send-no-room">
              <Text fw={600}>{t('send.noRoom.title')}</Text>
              <Text size="sm" c="dimmed">
                {canCreateRoom(team.role) ? t('send.noRoom.description') : t('send.noRoom.askAdmin')}
              </Text>
              {canCreateRoom(team.role) && (
                <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="send-create-room">
                  {t('send.noRoom.action')}
                </Button>
              )}
            </Stack>
          ) : (
            <Radio.Group
              value={choice.channelId === null ? null : String(choice.channelId)}
              onChange={(value) => setChoice({ ...choice, channelId: Number(value) })}
            >
              <ScrollArea.Autosize mah={320}>
                <Stack gap="xs">
                  {team.channels.map((each) => (
                    <Radio.Card
                      key={each.id}
                      value={String(each.id)}
                      disabled={!each.can_add_video}
                      p="sm"
                      radius="md"
                      style={each.can_add_video ? undefined : { opacity: 0.6, cursor: 'not-allowed' }}
                      data-testid={`send-room-${each.id}`}
                    >
                      <Group wrap="nowrap">
                        <Radio.Indicator disabled={!each.can_add_video} />
                        {each.is_private ? <IconLock size={16} /> : <IconWorld size={16} />}
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Text fw={500} truncate>
                            {roomName(each)}
                          </Text>
                          {!each.can_add_video && (
                            <Text size="xs" c="dimmed">
                              {t('send.adminsOnly')}
                            </Text>
                          )}
                        </Stack>
                      </Group>
                    </Radio.Card>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Radio.Group>
          )}
          <CreateRoomModal
            teamId={team.id}
            opened={creating}
            onClose={() => setCreating(false)}
            onCreated={(room) => setChoice({ step: 'room', teamId: team.id, channelId: room.id })}
          />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('send.cancel')}
        </Button>
        <Button disabled={!canSend} loading={send.isPending} onClick={submit} data-testid="send-submit">
          {mode === 'forward' ? t('send.submitForward') : t('send.submitSend')}
        </Button>
      </Group>
      {/* Forwarding into My Videos would go over the Basic plan's video limit (spec 2's forward type). */}
      <SubscribeModal type="forward" limit={limit} onClose={() => setLimit(null)} />
    </Stack>
  );
}
