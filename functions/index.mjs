// The shell site's two functions (Firebase Hosting rewrites), each in its own entry file so each loads
// only what it needs: adminGate (admin-gate.mjs) serves the admin remote to admins only; shellPage
// (shell-page.mjs) renders public pages, loading the render bundle on its first request.
export { adminGate } from './admin-gate.mjs';
export { shellPage } from './shell-page.mjs';
export { sitemap } from './sitemap.mjs';
