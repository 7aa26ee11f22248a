#!/usr/bin/env node
// `npm run dev`: the reference API on 127.0.0.1:8081 and Vite with hot reload on 127.0.0.1:5173 (proxying /api).
// The API runs in development (NODE_ENV=development): the stand-ins and the dev tools (docs/architecture.md#stand-ins).
import { spawn } from 'node:child_process';
import { npx } from './lib.mjs';

const api = spawn(npx('tsx'), ['watch', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: '8081', STATIC_DIR: '', NODE_ENV: 'development' },
});
const vite = spawn(npx('vite'), [], { stdio: 'inherit' });
const stop = () => {
  api.kill('SIGTERM');
  vite.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
api.on('exit', stop);
vite.on('exit', stop);
