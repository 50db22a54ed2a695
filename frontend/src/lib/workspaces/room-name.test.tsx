import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { AllHandsChannelID, PublicChannelID } from '@/lib/api/types.gen';
import { initI18n } from '@/lib/i18n';
import type { Language } from '@/lib/i18n/languages';

import { useRoomName } from './room-name';

function namesIn(language: Language) {
  const i18n = initI18n(language);
  void i18n.changeLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const { result } = renderHook(() => useRoomName(), { wrapper });
  return [AllHandsChannelID, PublicChannelID, 5].map((id) => result.current({ id, name: id === 5 ? 'Design' : 'stored' }));
}

describe('useRoomName', () => {
  it("shows the built-in rooms in the user's language and others as named", () => {
    expect(namesIn('en')).toEqual(['All hands', 'Public', 'Design']);
    expect(namesIn('zh-CN')).toEqual(['全员', '公共', 'Design']);
  });
});
