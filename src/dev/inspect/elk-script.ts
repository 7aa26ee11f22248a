// ELK for the visualizer: elk.bundled.js served as a file of our own origin (no network beyond it) and
// run as a classic script, which defines the global ELK (its UMD wrapper). Bundling it as a module
// instead made every page of the app load a bigger runtime chunk (see src/dev/statechart/layout.ts).
import elkUrl from 'elkjs/lib/elk.bundled.js?url';
import type { ELK } from 'elkjs/lib/elk-api.js';

declare global {
  interface Window {
    ELK?: new () => ELK;
  }
}

export function loadElkScript(): Promise<ELK> {
  return new Promise((resolve, reject) => {
    if (window.ELK) {
      resolve(new window.ELK());
      return;
    }
    const script = document.createElement('script');
    script.src = elkUrl;
    script.async = true;
    script.onload = () => (window.ELK ? resolve(new window.ELK()) : reject(new Error('elk.bundled.js defined no ELK')));
    script.onerror = () => reject(new Error(`Could not load ${elkUrl}`));
    document.head.append(script);
  });
}
