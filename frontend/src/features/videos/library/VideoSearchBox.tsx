import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Searches on Enter; clearing the field goes back to the folder. */
export function VideoSearchBox({ onSearch }: { onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const clear = () => {
    setText('');
    onSearch('');
  };
  return (
    <form role="search" onSubmit={submit} style={{ flex: '1 1 220px', maxWidth: 360 }}>
      <TextInput
        type="search"
        aria-label={t('library.searchLabel')}
        placeholder={t('library.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={text ? <CloseButton aria-label={t('library.searchClear')} onClick={clear} /> : null}
      />
    </form>
  );
}
