import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from '@bonus-atlas/shared-ui/router';
import { useToast } from '@bonus-atlas/shared-ui';
import { isUsingEmulators, useSessionStore } from '@bonus-atlas/shared-services/frame';
import { useShellTranslation } from '../i18n';
import { startSession } from '../services/start-session';

// the local chooser (emulators only) loads with the first sign-in request: a visitor's page does without it
const AccountChooser = lazy(() => import('./AccountChooser').then((module) => ({ default: module.AccountChooser })));

export interface SignInRequest {
  /** Where to go after a successful sign-in (spec: the menu's button goes to /profile). */
  redirectTo?: string;
}

interface SignInApi {
  requestSignIn: (request?: SignInRequest) => void;
}

const SignInContext = createContext<SignInApi | null>(null);

/** Google pop-up in production; against the emulators a local account chooser (no network needed). */
export function SignInProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useShellTranslation();
  const [pending, setPending] = useState<SignInRequest | null>(null);
  // once asked for, the chooser stays mounted (its dialog opens and closes as before)
  const [chooserUsed, setChooserUsed] = useState(false);

  const finish = useCallback(
    (request: SignInRequest) => {
      setPending(null);
      if (request.redirectTo) navigate(request.redirectTo);
    },
    [navigate],
  );

  const requestSignIn = useCallback(
    (request: SignInRequest = {}) => {
      if (isUsingEmulators()) {
        setChooserUsed(true);
        setPending(request);
        return;
      }
      // shared-services logs the error (spec §8: Error signing in with Google); the user is told and stays put
      startSession()
        .then((services) => services.signInWithGoogle())
        .then(
          () => finish(request),
          () => toast.show({ kind: 'error', title: t('session.signInFailed') }),
        );
    },
    [finish, toast, t],
  );

  // remotes ask through the shared session store (one chooser for the whole site)
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (state.signInRequests !== previous.signInRequests) requestSignIn();
      }),
    [requestSignIn],
  );

  const api = useMemo(() => ({ requestSignIn }), [requestSignIn]);

  return (
    <SignInContext.Provider value={api}>
      {children}
      {chooserUsed && (
        <Suspense fallback={null}>
          <AccountChooser
            open={pending !== null}
            onClose={() => setPending(null)}
            onSignedIn={() => finish(pending ?? {})}
          />
        </Suspense>
      )}
    </SignInContext.Provider>
  );
}

export function useSignIn(): SignInApi {
  const api = useContext(SignInContext);
  if (!api) throw new Error('useSignIn must be used inside SignInProvider');
  return api;
}
