export { compileRules } from './compile.js';
export { RulesLoadError } from './contract.js';
export type { FirestoreFields, RulesAuth, RulesDecision, RulesMethod } from './contract.js';
