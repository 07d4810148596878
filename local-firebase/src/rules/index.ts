export { compileRules } from './compile.js';
export { RulesLoadError } from './contract.js';
export type {
  CompiledRules,
  FirestoreFields,
  FirestoreValue,
  RulesAuth,
  RulesDecision,
  RulesDocumentLookup,
  RulesEvaluationInput,
  RulesMethod,
  RulesResource,
  RulesService,
} from './contract.js';
