// docs/product.md#routes-list /widget/blogs-last-articles and /widget/games-popular-games: one carousel each, for the
// operator's other sites to embed in an iframe. Links target the top window, so a click opens the main
// site in the embedding page instead of inside the small frame.
import { css } from 'styled-system/css';
import { useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { BlogCarousel } from '../content/blog-carousel';
import { PopularGamesCarousel } from '../games/popular-carousel';

const frame = css({ w: '100%', maxW: 'content', mx: 'auto' });
const title = css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'extrabold' });

export function BlogWidgetPage() {
  const t = useT();
  return (
    <Page title={t('page.widgetBlogs')} hideTitle>
      <div data-testid="widget" data-widget="blogs-last-articles" className={frame}>
        <BlogCarousel linkTarget="_top" heading={<h2 className={title}>{t('blog.latest')}</h2>} />
      </div>
    </Page>
  );
}

export function PopularGamesWidgetPage() {
  const t = useT();
  return (
    <Page title={t('page.widgetPopular')} hideTitle>
      <div data-testid="widget" data-widget="games-popular-games" className={frame}>
        <PopularGamesCarousel linkTarget="_top" heading={<h2 className={title}>{t('popular.title')}</h2>} />
      </div>
    </Page>
  );
}
