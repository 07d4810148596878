import fs from 'node:fs';
import type { CompiledRules, RulesService } from './rules/contract.js';
import { compileRules } from './rules/index.js';

/** Reads and compiles a rules file; a syntax error or unsupported construct throws RulesLoadError (file:line:col). */
export async function loadRulesFile(file: string, service: RulesService): Promise<CompiledRules> {
  if (!fs.existsSync(file)) throw new Error(`local-firebase: ${service} rules file not found: ${file}`);
  const rules = compileRules(fs.readFileSync(file, 'utf8'), file, service);
  if (rules.service !== service) throw new Error(`local-firebase: ${file} declares service ${rules.service}, expected ${service}`);
  return rules;
}
