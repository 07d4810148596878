export { renderWithProviders } from '@bonus-atlas/test-support';
