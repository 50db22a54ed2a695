import { useState } from 'react';

import { loadRecorderSettings, saveRecorderSettings, type RecorderSettings } from '../settings';

/** The start panel's choices, saved on every change so the next visit starts with them. */
export function useRecorderSettings() {
  const [settings, setSettings] = useState(loadRecorderSettings);
  function update(change: Partial<RecorderSettings>) {
    const next = { ...settings, ...change };
    setSettings(next);
    saveRecorderSettings(next);
  }
  return [settings, update] as const;
}
