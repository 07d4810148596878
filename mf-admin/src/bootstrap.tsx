// Runs only when this remote is opened on its own (http://localhost:3004); inside the site the
// shell loads the exposed pages instead and provides the frame.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@bonus-atlas/shared-ui';
import '@bonus-atlas/shared-ui/styles.css';
import { StandaloneApp } from './standalone-app';

initI18n();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp />
    </StrictMode>,
  );
}
