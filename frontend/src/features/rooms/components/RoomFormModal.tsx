import { Button, Group, Modal, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MaxRoomDescription, MaxRoomName } from '@/lib/api/types.gen';

import { checkRoomForm, type RoomFormCheck, type RoomFormValues } from '../room-form';

interface RoomFormModalProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial: RoomFormValues;
  pending: boolean;
  onClose: () => void;
  onSubmit: (check: RoomFormCheck, isPrivate: boolean) => void;
}

/** The room's name (required, with the characters left), description and privacy; spec 5's limits. */
export function RoomFormModal({ opened, title, submitLabel, initial, pending, onClose, onSubmit }: RoomFormModalProps) {
  const { t } = useTranslation('rooms');
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const check = checkRoomForm(values);
  const nameError = check.nameTooLong
    ? t('form.nameTooLong', { max: MaxRoomName })
    : touched && check.nameEmpty
      ? t('form.nameRequired')
      : undefined;

  return (
    <Modal opened={opened} onClose={onClose} title={title} size={460}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (check.valid && !pending) onSubmit(check, values.isPrivate);
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('form.name')}
            placeholder={t('form.namePlaceholder')}
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
            onBlur={() => setTouched(true)}
            error={nameError}
            required
            data-autofocus
            data-testid="room-name"
            description={
              <Text component="span" size="xs" c={check.nameLeft < 0 ? 'red' : 'dimmed'} data-testid="room-name-left">
                {check.nameLeft < 0 ? t('form.nameOver', { count: -check.nameLeft }) : t('form.nameLeft', { count: check.nameLeft })}
              </Text>
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Textarea
            label={t('form.description')}
            placeholder={t('form.descriptionPlaceholder')}
            value={values.description}
            onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
            autosize
            minRows={2}
            maxRows={6}
            error={check.descriptionTooLong ? t('form.descriptionTooLong', { max: MaxRoomDescription }) : undefined}
            data-testid="room-description"
            description={
              <Text component="span" size="xs" c={check.descriptionLeft < 0 ? 'red' : 'dimmed'} data-testid="room-description-left">
                {check.descriptionLeft < 0
                  ? t('form.descriptionOver', { count: -check.descriptionLeft })
                  : t('form.descriptionLeft', { count: check.descriptionLeft })}
              </Text>
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Switch
            label={t('form.private')}
            description={values.isPrivate ? t('form.privateHint') : t('form.publicHint')}
            checked={values.isPrivate}
            onChange={(event) => setValues({ ...values, isPrivate: event.currentTarget.checked })}
            data-testid="room-private"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={!check.valid} loading={pending} data-testid="room-submit">
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
