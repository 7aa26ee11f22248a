// A lazily loaded part a page can go without (docs/architecture.md#performance: parts that load after the first
// screen). When its code cannot load (offline, and never loaded before) it renders nothing instead of taking the page
// down with it.
import { type ComponentType, lazy } from 'react';

export function optionalPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      return { default: await load() };
    } catch {
      return { default: () => null };
    }
  });
}
