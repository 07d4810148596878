import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useCanPortal } from '../utils/use-can-portal';
import { useTranslation } from '../i18n/use-translation';
import { CircleCheck, CircleX, Info, X } from '../icons/icons';
import { cx } from '../utils/cx';
import { TOAST_DURATION } from './toast-durations';
import type { Toast, ToastOptions } from './toast-durations';
import styles from './Toast.module.css';

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Older toasts drop off beyond this many. */
  max?: number;
}

let nextToastId = 0;

export function ToastProvider({ children, max = 4 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    ({ kind = 'info', title, message, durationMs = TOAST_DURATION.general }: ToastOptions) => {
      const id = `toast-${++nextToastId}`;
      setToasts((current) => [...current, { id, kind, title, message, durationMs }].slice(-max));
      return id;
    },
    [max],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  const canPortal = useCanPortal();

  return (
    <ToastContext.Provider value={api}>
      {children}
      {canPortal
        ? createPortal(<ToastRegion toasts={toasts} onDismiss={dismiss} />, document.body)
        : null}
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest ToastProvider (the shell mounts one for the whole site). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.region} aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </section>
  );
}

const ICONS = { success: CircleCheck, error: CircleX, info: Info } as const;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  // Hover or keyboard focus pauses the countdown so a toast can be read (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);
  const remainingMs = useRef(toast.durationMs);
  useEffect(() => {
    if (toast.durationMs <= 0 || paused) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismissRef.current(toast.id), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [toast.id, toast.durationMs, paused]);

  const Icon = ICONS[toast.kind];
  return (
    <div
      className={cx(styles.toast, styles[toast.kind])}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      aria-live={toast.kind === 'error' ? 'assertive' : 'polite'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <Icon className={styles.icon} aria-hidden="true" />
      <div className={styles.content}>
        <p className={styles.title}>{toast.title}</p>
        {toast.message ? <p className={styles.message}>{toast.message}</p> : null}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={t('actions.dismiss')}
        onClick={() => onDismiss(toast.id)}
      >
        <X aria-hidden="true" />
      </button>
    </div>
  );
}
