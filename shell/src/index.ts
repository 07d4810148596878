// Async boundary: shared modules (react, the session store) are negotiated before bootstrap runs.
import('./bootstrap');
