export declare const TWIN_PORT_OFFSET_VARIABLE: 'ATLAS_TWIN_PORT_OFFSET';
export declare function twinPortOffset(env?: Record<string, string | undefined>): number;
export declare function movedTwin<
  T extends { siteOrigin: string; emulators: Record<string, number>; remotes: Record<string, string> },
>(config: T, offset: number): T;
export declare function twinAddresses(env?: Record<string, string | undefined>): {
  site: string;
  catalogSite: string;
  functions: string;
  authHost: string;
  ready: string;
};
