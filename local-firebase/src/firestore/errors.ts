/** gRPC status names and the HTTP statuses the Firestore SDK maps back to error codes. */
const HTTP_STATUS = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  OUT_OF_RANGE: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNIMPLEMENTED: 501,
  UNAVAILABLE: 503,
} as const;

export type RpcStatus = keyof typeof HTTP_STATUS;

export class RpcError extends Error {
  constructor(
    readonly status: RpcStatus,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.status];
  }

  /** The body Google APIs answer with: `{"error":{"code","message","status"}}`. */
  toJSON(): { error: { code: number; message: string; status: string } } {
    return { error: { code: this.httpStatus, message: this.message, status: this.status } };
  }
}
