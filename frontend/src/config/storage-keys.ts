/** Names of the local settings of spec section 3 ("Local settings" and "Tokens"). */
export const StorageKeys = {
  token: 'token',
  refreshToken: 'refresh_token',
  tokenDate: 'token_date',
  siderWidth: 'sider-width',
  forcedLanguage: 'forced-language',
  recorderSettings: 'recorder-settings',
  floatingBarPosition: 'floating-bar-position',
} as const;
