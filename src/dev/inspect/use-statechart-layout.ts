// The ELK layout of a machine's model, computed once per machine for the page's lifetime (a layout takes
// tens to hundreds of milliseconds; highlighting the live state afterwards only redraws).
import { useEffect, useState } from 'react';
import { layoutModel, type StatechartLayout, provideElk } from '../statechart/layout';
import type { StatechartModel } from '../statechart/model';
import { loadElkScript } from './elk-script';

export type LayoutResult =
  | { status: 'loading' }
  | { status: 'ready'; layout: StatechartLayout }
  | { status: 'failed'; error: string };

provideElk(loadElkScript);

const layouts = new WeakMap<StatechartModel, Promise<StatechartLayout>>();

function layoutOf(model: StatechartModel) {
  let layout = layouts.get(model);
  if (!layout) {
    layout = layoutModel(model);
    layouts.set(model, layout);
  }
  return layout;
}

export function useStatechartLayout(model: StatechartModel): LayoutResult {
  const [result, setResult] = useState<{ model: StatechartModel; value: LayoutResult } | null>(null);
  useEffect(() => {
    let current = true;
    layoutOf(model).then(
      (layout) => current && setResult({ model, value: { status: 'ready', layout } }),
      (error: unknown) => current && setResult({ model, value: { status: 'failed', error: String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [model]);
  return result?.model === model ? result.value : { status: 'loading' };
}
