import fs from 'node:fs';
import type { CompiledRules, RulesService } from './rules/contract.js';

type CompileRules = (source: string, file: string, service: RulesService) => CompiledRules;

/** Loaded lazily so a missing or broken engine fails start-up loudly instead of at first request. */
async function engine(): Promise<CompileRules> {
  const specifier = './rules/index.js';
  const mod = (await import(specifier)) as { compileRules?: CompileRules };
  if (typeof mod.compileRules !== 'function') throw new Error('local-firebase: src/rules/index.ts does not export compileRules');
  return mod.compileRules;
}

/** Reads and compiles a rules file; a syntax error or unsupported construct throws RulesLoadError (file:line:col). */
export async function loadRulesFile(file: string, service: RulesService): Promise<CompiledRules> {
  if (!fs.existsSync(file)) throw new Error(`local-firebase: ${service} rules file not found: ${file}`);
  const compile = await engine();
  const rules = compile(fs.readFileSync(file, 'utf8'), file, service);
  if (rules.service !== service) throw new Error(`local-firebase: ${file} declares service ${rules.service}, expected ${service}`);
  return rules;
}
