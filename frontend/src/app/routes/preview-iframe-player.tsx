import { useSearchParams } from 'react-router';

import { EmbedPreview } from '@/features/embed';

/** /preview-iframePlayer?id=&key=: the cover card other sites embed, playing inline. */
export function PreviewIframePlayerRoute() {
  const [params] = useSearchParams();
  return <EmbedPreview id={Number(params.get('id'))} shareKey={params.get('key') ?? ''} />;
}

export { PreviewIframePlayerRoute as Component };
