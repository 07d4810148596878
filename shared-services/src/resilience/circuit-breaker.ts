import { CircuitState, type IBreaker } from 'cockatiel';

/**
 * spec §4 breaker: opens after 3 consecutive failures; after the half-open wait it needs 3 successes
 * in a row to count as closed again (cockatiel closes on the first; the remaining ones are a probation
 * during which any failure reopens at once).
 */
export class SpecBreaker implements IBreaker {
  state = { failures: 0, probation: 0 };

  constructor(
    private readonly failureThreshold = 3,
    private readonly successesToClose = 3,
  ) {}

  success(circuit: CircuitState): void {
    this.state.failures = 0;
    if (circuit === CircuitState.HalfOpen) this.state.probation = this.successesToClose - 1;
    else if (this.state.probation > 0) this.state.probation -= 1;
  }

  failure(circuit: CircuitState): boolean {
    if (circuit === CircuitState.HalfOpen || this.state.probation > 0) {
      this.state = { failures: 0, probation: 0 };
      return true;
    }
    this.state.failures += 1;
    if (this.state.failures >= this.failureThreshold) {
      this.state.failures = 0;
      return true;
    }
    return false;
  }

  /** Still proving itself after a half-open success. */
  get onProbation(): boolean {
    return this.state.probation > 0;
  }
}

export { CircuitOpenError } from './circuit-open-error';
