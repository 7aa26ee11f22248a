// docs/product.md#routes-menu Menu: the download-app banner (docs/product.md#entities-content download info), outside
// the app shell only: the native app's WebView is the app already.
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { safeHttpHref } from '../../../contract/safe-url';
import type { DownloadInfo } from '../../../contract/schemas/site';
import { useT } from '../../i18n/use-t';

export function DownloadBanner({ info }: { info: DownloadInfo }) {
  const t = useT();
  // Only an http(s) download address makes a banner (docs/architecture.md#security).
  const href = safeHttpHref(info.download_link);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="menu-download-banner"
      className={cx(
        card({ padded: false }),
        css({
          display: 'block',
          overflow: 'hidden',
          aspectRatio: '5 / 2',
        }),
      )}
    >
      <img
        src={info.banner.image.url}
        alt={t('menu.downloadBanner')}
        width={800}
        height={320}
        loading="lazy"
        className={css({ display: 'block', w: 'full', h: 'full', objectFit: 'cover' })}
      />
      <span className="sr-only"> {t('common.opensNewTab')}</span>
    </a>
  );
}
