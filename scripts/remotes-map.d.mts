export declare function buildRemotesMap(
  env?: Record<string, string | undefined>,
  ports?: Record<string, number>,
): Record<string, string>;
export declare function remotesJson(env?: Record<string, string | undefined>, ports?: Record<string, number>): string;
