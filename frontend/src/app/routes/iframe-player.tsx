import { useSearchParams } from 'react-router';

import { EmbedPlayer } from '@/features/embed';

/** /iframePlayer?id=&key=: the player other sites put in an iframe; no app header. */
export function IframePlayerRoute() {
  const [params] = useSearchParams();
  return <EmbedPlayer id={Number(params.get('id'))} shareKey={params.get('key') ?? ''} />;
}

export { IframePlayerRoute as Component };
