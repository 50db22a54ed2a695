/** Names of the local settings of spec section 3 ("Local settings" and "Tokens"). */
export const StorageKeys = {
  token: 'token',
  refreshToken: 'refresh_token',
  tokenDate: 'token_date',
  siderWidth: 'sider-width',
  forcedLanguage: 'forced-language',
  recorderSettings: 'recorder-settings',
  floatingBarPosition: 'floating-bar-position',
  /** How My Videos and folders are ordered: 'create' (the default) or 'title'. */
  sort: 'sort',
} as const;
