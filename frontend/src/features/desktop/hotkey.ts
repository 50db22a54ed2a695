/** A hotkey as the desktop app takes it: modifiers joined with +, then one key (desktop/internal/settings). */
const HOTKEY = /^((CmdOrCtrl|Ctrl|Alt|Shift|Super)\+)+([A-Z0-9]|F[1-9]|F1[0-2])$/;

/** Whether the two hotkeys are each well formed and different. */
export function hotkeysValid(record: string, pause: string): boolean {
  return HOTKEY.test(record) && HOTKEY.test(pause) && record.toLowerCase() !== pause.toLowerCase();
}
