import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './ToastProvider';
import { TOAST_DURATION } from './toast-durations';
import type { ToastOptions } from './toast-durations';

function ShowButton(props: ToastOptions) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(props)}>
      show
    </button>
  );
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-06-15T03:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the report toast and hides it after exactly 5 s', () => {
    render(
      <ToastProvider>
        <ShowButton
          kind="success"
          title="Report Submitted Successfully!"
          message="You'll earn IDR 5,000 when your report is reviewed by our team."
          durationMs={TOAST_DURATION.report}
        />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByRole('status')).toHaveTextContent('Report Submitted Successfully!');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Report Submitted Successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Report Submitted Successfully!')).not.toBeInTheDocument();
  });

  it('uses the general 2 s duration by default and announces errors as alerts', () => {
    render(
      <ToastProvider>
        <ShowButton kind="error" title="Failed to delete report" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete report');
    act(() => vi.advanceTimersByTime(TOAST_DURATION.general));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pauses while hovered and then finishes the remaining time', () => {
    render(
      <ToastProvider>
        <ShowButton title="Reply added successfully!" durationMs={TOAST_DURATION.comment} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    act(() => vi.advanceTimersByTime(1000));
    const toast = screen.getByRole('status');
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10000));
    expect(screen.getByText('Reply added successfully!')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Reply added successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Reply added successfully!')).not.toBeInTheDocument();
  });

  it('can be dismissed by hand', () => {
    render(
      <ToastProvider>
        <ShowButton title="Profile updated successfully!" durationMs={0} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('keeps at most `max` toasts, dropping the oldest', () => {
    function ShowNumbered() {
      const toast = useToast();
      const shown = useRef(0);
      return (
        <button
          type="button"
          onClick={() => toast.show({ title: `Toast ${++shown.current}`, durationMs: 0 })}
        >
          show
        </button>
      );
    }
    render(
      <ToastProvider max={2}>
        <ShowNumbered />
      </ToastProvider>,
    );
    const button = screen.getByRole('button', { name: 'show' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    expect(screen.getByText('Toast 2')).toBeInTheDocument();
    expect(screen.getByText('Toast 3')).toBeInTheDocument();
  });

  it('exposes the spec durations', () => {
    expect(TOAST_DURATION).toEqual({
      claim: 5000,
      report: 5000,
      profile: 3000,
      comment: 3000,
      general: 2000,
    });
  });

  it('refuses to work outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ShowButton title="x" />)).toThrow(/ToastProvider/);
  });
});
