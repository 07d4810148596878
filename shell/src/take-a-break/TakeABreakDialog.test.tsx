import { render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n, ToastProvider } from '@bonus-atlas/shared-ui';
import { resetSession, useLocalBreakStore } from '@bonus-atlas/shared-services';
import '../i18n';
import { TakeABreakDialog } from './TakeABreakDialog';

const DAY = 24 * 60 * 60 * 1000;

beforeAll(() => {
  initI18n({ lng: 'en' });
});

beforeEach(() => {
  resetSession('signed-out');
  useLocalBreakStore.setState({ until: null });
});

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <TakeABreakDialog open onClose={() => undefined} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('TakeABreakDialog', () => {
  it('offers 24 hours, 30 days and 90 days when no break runs', () => {
    renderDialog();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['24h', '30d', '90d']);
    expect(screen.getByRole('button', { name: 'Start break' })).toBeInTheDocument();
  });

  it('never offers a shorter break: with 29 days left, 24 hours is gone', () => {
    useLocalBreakStore.setState({ until: new Date(Date.now() + 29 * DAY) });
    renderDialog();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['30d', '90d']);
    expect(screen.getByRole('button', { name: 'Make it longer' })).toBeInTheDocument();
    expect(screen.getByText(/You are taking a break until/)).toBeInTheDocument();
  });

  it('has nothing to start while a 90-day break runs', () => {
    useLocalBreakStore.setState({ until: new Date(Date.now() + 90 * DAY) });
    renderDialog();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Start break|Make it longer/ })).toBeNull();
    expect(screen.getByText('A break cannot be ended early. You can make it longer.')).toBeInTheDocument();
  });
});
