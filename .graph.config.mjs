// temporary measurement config (not part of the project)
import base from './vite.config.ts';
import { writeFileSync } from 'node:fs';
export default async (env) => {
  const config = typeof base === 'function' ? await base(env) : base;
  config.plugins.push({
    name: 'graph-dump',
    generateBundle() {
      const out = {};
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        out[id] = { s: info.importedIds, d: info.dynamicallyImportedIds };
      }
      writeFileSync('/tmp/sizework/graph.json', JSON.stringify(out));
    },
  });
  return config;
};
