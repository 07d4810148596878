export declare const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>>;
export declare function isContentHashed(file: string): boolean;
export declare function cacheControlOf(file: string, options?: { private?: boolean }): string;
