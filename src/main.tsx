// Composition root (DESIGN.md §2): styles, app-level actors, providers, router.
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAppActors } from './app/actors';
import { App } from './app/app';
import { warmUp } from './app/warm-up';

startAppActors();
warmUp();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
