import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@bonus-atlas/shared-ui';
import { configureFirebase, getQueryClient, initSession } from '@bonus-atlas/shared-services';
import '@bonus-atlas/shared-ui/styles.css';
import { App } from './App';
import { setUpFederation } from './federation/register-remotes';
import { startRoute } from './routes/route-start';
import './i18n';

/** Runs `task` once the browser has painted the frame just rendered (a frame, then a task). */
function afterFirstPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

function start(): void {
  initI18n();
  configureFirebase();
  const queryClient = getQueryClient();
  // remotes.json, the route's remote page and its data start together; none of them holds the first paint
  void setUpFederation();
  startRoute(window.location.pathname, queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  // the Auth SDK comes after the frame is on screen; the session shows its loading state meanwhile
  afterFirstPaint(() => initSession());
}

start();
