import { useMemo } from 'react';
import { EMBED_TOKEN_ORIGINS } from '@/shared/config';
import { accessToken } from '@/shared/lib/storage';
import { ExceptionPage } from '@/shared/ui/exception';
import { embedUrl } from '../lib/embed-url';
import { useFrameHeight } from '../model/use-frame-height';

interface EmbeddedPageProps {
  /** The route's configured external link (route record `link` / `meta.link`). */
  link: string | null | undefined;
}

/** A route whose screen is another site (product.md §2.2 iframe layout); an empty or unusable link is a 404. */
export function EmbeddedPage({ link }: EmbeddedPageProps) {
  const height = useFrameHeight();
  const src = useMemo(
    () =>
      embedUrl(link, {
        token: accessToken.get(),
        baseOrigin: window.location.origin,
        allowedOrigins: EMBED_TOKEN_ORIGINS,
      }),
    [link],
  );
  if (!src) return <ExceptionPage status={404} />;
  return <iframe src={src} title="内嵌页面" style={{ display: 'block', width: '100%', height, border: 0 }} />;
}
