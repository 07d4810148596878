import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@bonus-atlas/shared-ui';
import { configureFirebase, getQueryClient, initSession } from '@bonus-atlas/shared-services';
import '@bonus-atlas/shared-ui/styles.css';
import { App } from './App';
import { setUpFederation } from './federation/register-remotes';
import { startRoute } from './routes/route-start';
import './i18n';

/**
 * Runs `task` once the browser has painted the frame just rendered (a frame, then a task). A hidden
 * tab paints no frames, so a timer runs it there instead.
 */
function afterFirstPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 200);
}

function start(): void {
  initI18n();
  configureFirebase();
  const queryClient = getQueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  // The frame paints first, alone on the wire; then, side by side: remotes.json, the route's remote
  // page and its data, and the Auth SDK (the session shows its loading state meanwhile).
  afterFirstPaint(() => {
    void setUpFederation();
    startRoute(window.location.pathname, queryClient);
    initSession();
  });
}

start();
