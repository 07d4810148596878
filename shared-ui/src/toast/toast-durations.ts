/** Auto-hide times from spec §9 (ms). */
export const TOAST_DURATION = {
  claim: 5000,
  report: 5000,
  profile: 3000,
  comment: 3000,
  general: 2000,
} as const;

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  kind?: ToastKind;
  title: string;
  message?: string;
  /** Defaults to TOAST_DURATION.general; 0 keeps the toast until dismissed. */
  durationMs?: number;
}

export interface Toast extends Required<Omit<ToastOptions, 'message'>> {
  id: string;
  message?: string;
}
