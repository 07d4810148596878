// Runs only when this remote is opened on its own (http://localhost:3002); inside the site the
// shell loads the exposed pages instead and provides the frame.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@bonus-atlas/shared-ui';
import { configureFirebase, initSession } from '@bonus-atlas/shared-services';
import '@bonus-atlas/shared-ui/styles.css';
import { StandaloneApp } from './standalone-app';

initI18n();
configureFirebase();
// the report modal needs to know who is signed in, as inside the shell
initSession();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp />
    </StrictMode>,
  );
}
