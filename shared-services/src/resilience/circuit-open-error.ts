export const CIRCUIT_OPEN_MESSAGE = 'Circuit breaker is OPEN';

export class CircuitOpenError extends Error {
  constructor() {
    super(CIRCUIT_OPEN_MESSAGE);
    this.name = 'CircuitOpenError';
  }
}
