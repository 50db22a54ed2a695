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
  /** Whether Enter ('enter', the default) or Ctrl+Enter ('ctrl-enter') sends a comment. */
  commentSubmitMode: 'comment-submit-mode',
  /** Prefix of the per-id draft of the comment box: 'comment-draft:' + draft key, its blocks as JSON. */
  commentDraftPrefix: 'comment-draft:',
  /** The send dialog's last destination ({teamId, channelId} as JSON), preselected next time. */
  lastSend: 'lastSend',
  /** The forward dialog's last destination ({teamId, channelId} as JSON; team 0 is My Videos). */
  lastForward: 'lastForward',
} as const;
