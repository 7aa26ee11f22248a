import { type ReactNode, useEffect } from 'react';
import { css } from 'styled-system/css';

const SITE_NAME = 'Bèl Chans';

/** Sets the document title and renders the page's single h1. */
export function Page({
  title,
  children,
  hideTitle = false,
}: {
  title: string;
  children?: ReactNode;
  hideTitle?: boolean;
}) {
  useEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
  }, [title]);
  return (
    <section aria-labelledby="page-title" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h1
        id="page-title"
        className={
          hideTitle
            ? 'sr-only'
            : css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', letterSpacing: '-0.01em' })
        }
      >
        {title}
      </h1>
      {children}
    </section>
  );
}
