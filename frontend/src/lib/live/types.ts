/** One event pushed on a topic: type is api EventCommentNew etc., data its payload. */
export interface LiveEvent {
  topic: string;
  type: string;
  data: unknown;
}

export interface LiveSubscription {
  /** A video reached through a share link (anonymous viewers need it for their ticket). */
  shareKey?: string;
  onEvent: (event: LiveEvent) => void;
  /** Called after a reconnect, once the topic is subscribed again. */
  onResync?: () => void;
}
