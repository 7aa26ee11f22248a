// The selected machine drawn by src/dev/statechart (ELK layout, SVG string), with the active states
// of the selected live actor highlighted. The diagram can be wider and taller than the screen: it
// scrolls inside a focusable region, so keyboard users can scroll it too.
import { useEffect, useMemo, useRef } from 'react';
import { css } from 'styled-system/css';
import type { CatalogueEntry } from '../statechart/catalogue';
import { renderLayoutSvg } from '../statechart/svg';
import { useStatechartLayout } from './use-statechart-layout';

export function StatechartView({ entry, active }: { entry: CatalogueEntry; active: readonly string[] }) {
  const result = useStatechartLayout(entry.model);
  const activeKey = active.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: activeKey stands for the contents of active
  const svg = useMemo(
    () => (result.status === 'ready' ? renderLayoutSvg(result.layout, { active }) : ''),
    [result, activeKey],
  );
  const region = useRef<HTMLElement>(null);
  // Keeps the innermost active state in view as the actor moves (diagrams are often wider than the screen).
  useEffect(() => {
    if (svg) scrollIntoRegion(region.current);
  }, [svg]);
  if (result.status === 'failed') {
    return (
      <p role="alert" className={css({ color: 'danger' })}>
        The layout of {entry.title} failed: {result.error}
      </p>
    );
  }
  return (
    <section
      ref={region}
      aria-label={`Diagram of ${entry.title}`}
      aria-busy={result.status === 'loading'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
      tabIndex={0}
      data-testid="statechart"
      className={css({
        overflow: 'auto',
        maxH: { base: '70vh', lg: '72vh' },
        minH: '40',
        bg: 'white',
        borderRadius: 'card',
        borderWidth: '1px',
        borderColor: 'border',
        p: '2',
        _focusVisible: { outline: '2px solid token(colors.focus)', outlineOffset: '2px' },
      })}
    >
      {result.status === 'loading' ? (
        <p className={css({ color: 'slate.700', p: '4' })}>Laying out {entry.title}…</p>
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own renderer's output, every text escaped (svg.ts)
        <div dangerouslySetInnerHTML={{ __html: svg }} />
      )}
    </section>
  );
}

function scrollIntoRegion(region: HTMLElement | null) {
  const active = region?.querySelectorAll('[data-active="true"]');
  const target = active?.[active.length - 1];
  if (!region || !target) return;
  const box = target.getBoundingClientRect();
  const view = region.getBoundingClientRect();
  const outside = box.left < view.left || box.right > view.right || box.top < view.top || box.bottom > view.bottom;
  if (!outside) return;
  region.scrollTo({
    left: region.scrollLeft + box.left - view.left - (view.width - box.width) / 2,
    top: region.scrollTop + box.top - view.top - (view.height - box.height) / 2,
  });
}
