import { Anchor, Text } from '@mantine/core';

interface SavedNoticeProps {
  message: string;
  linkLabel: string;
  onOpen: () => void;
}

/** A toast's text with a link to the saved copy (toasts live outside the router, so the link calls back). */
export function SavedNotice({ message, linkLabel, onOpen }: SavedNoticeProps) {
  return (
    <Text size="sm">
      {message}{' '}
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={onOpen}
      >
        {linkLabel}
      </Anchor>
    </Text>
  );
}
