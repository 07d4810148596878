// Runs only when this remote is opened on its own (http://localhost:3001); inside the site the
// shell loads the exposed pages instead and provides the frame.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@bonus-atlas/shared-ui';
import { configureFirebase, initSession } from '@bonus-atlas/shared-services';
import '@bonus-atlas/shared-ui/styles.css';
import { StandaloneApp } from './standalone-app';

initI18n();
configureFirebase();
// alone there is no shell to follow the auth state, so the remote does it
initSession();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp />
    </StrictMode>,
  );
}
