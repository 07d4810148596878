export type StackPorts = Record<
  | 'shell'
  | 'mf_catalog'
  | 'mf_promotions'
  | 'mf_account'
  | 'mf_admin'
  | 'auth'
  | 'firestore'
  | 'storage'
  | 'authHub'
  | 'authLogging'
  | 'ready',
  number
>;
export declare const STACK_PORTS_VARIABLE: 'BONUS_ATLAS_STACK_PORTS';
export declare const DEFAULT_STACK_PORTS: Readonly<StackPorts>;
export declare function stackPorts(env?: Record<string, string | undefined>): StackPorts;
export declare function isDefaultStack(ports: StackPorts): boolean;
export declare function freeStackPorts(): StackPorts;
export declare function emulatorEndpoints(ports: StackPorts): {
  authUrl: string;
  firestoreHost: string;
  firestorePort: number;
  storageHost: string;
  storagePort: number;
};
export declare function sitePorts(ports: StackPorts): number[];
export declare const RUNTIME_EMULATORS_META: 'bonus-atlas-emulators';
export declare function emulatorsInPage(html: string, ports: StackPorts): string;
