import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@bonus-atlas/shared-ui';
import { configureFirebase, getQueryClient, initSession } from '@bonus-atlas/shared-services';
import '@bonus-atlas/shared-ui/styles.css';
import { App } from './App';
import { setUpFederation } from './federation/register-remotes';
import './i18n';

async function start(): Promise<void> {
  initI18n();
  configureFirebase();
  initSession();
  await setUpFederation();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={getQueryClient()} />
    </StrictMode>,
  );
}

void start();
