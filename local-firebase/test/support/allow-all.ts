import type { CompiledRules, RulesEvaluationInput } from '../../src/rules/contract.js';

/** Test double for the rules engine: allows everything and records what it was asked. */
export function recordingRules(service: 'firestore' | 'storage', allow: (input: RulesEvaluationInput) => boolean = () => true) {
  const calls: RulesEvaluationInput[] = [];
  const rules: CompiledRules = {
    service,
    evaluate(input) {
      calls.push(input);
      return allow(input) ? { allowed: true, reason: 'test double' } : { allowed: false, reason: 'test double denies' };
    },
  };
  return { rules, calls };
}
