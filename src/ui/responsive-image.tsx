// docs/product.md#entities-content Image: url plus a srcset list of {url, media}, each used where its media query
// matches. width/height reserve the space, so nothing shifts while it loads. In low-data mode (src/app/data-saver.ts)
// only the base picture: the srcset variants are the larger ones (server/media/images.ts: 2x for wide screens).
import { css } from 'styled-system/css';
import type { Image } from '../../contract/schemas/common';
import { useDataSaver } from './data-saver';

export function ResponsiveImage({
  image,
  alt = '',
  className,
  eager = false,
}: {
  image: Image;
  alt?: string;
  className?: string;
  eager?: boolean;
}) {
  const dataSaver = useDataSaver().on;
  return (
    <picture className={css({ display: 'contents' })}>
      {!dataSaver &&
        image.srcset?.map((source) => <source key={source.url} media={source.media} srcSet={source.url} />)}
      <img
        src={image.url}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
}
