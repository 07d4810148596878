/** spec §7: wallet and report calls answer with a success flag and data or error text. */
export type ServiceResult<T> = { success: true; data: T } | { success: false; error: string };

export function ok<T>(data: T): ServiceResult<T> {
  return { success: true, data };
}

export function fail<T = never>(error: string): ServiceResult<T> {
  return { success: false, error };
}

/** Detail of an unknown thrown value, for logs and `{reason}` placeholders. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}
