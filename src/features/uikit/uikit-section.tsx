import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';

export const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' });

/** One primitive on the /uikit page: a titled card. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={card()} aria-label={title}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '4' })}>{title}</h2>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>{children}</div>
    </section>
  );
}
