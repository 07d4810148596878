export interface PagePolicySources {
  remotes?: string[];
  firebase?: { useEmulators: boolean; authDomain: string; emulatorOrigins: string[] } | null;
  scriptHashes?: string[];
}
export declare function contentSecurityPolicy(sources?: PagePolicySources | null): string;
export declare function pageSecurityHeaders(sources?: PagePolicySources | null): Readonly<Record<string, string>>;
export declare const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>>;
export declare function isContentHashed(file: string): boolean;
export declare function cacheControlOf(file: string, options?: { private?: boolean }): string;
