/**
 * `npm test`: every check CI runs, in order (typecheck, lint, unit + integration, end-to-end),
 * stopping at the first that fails, then the time each stage took, so that a slow one is seen
 * in every run's log. The unit and integration suite runs once, in a copy of the project to which
 * `npm run new-module` added a module (test:add-module): every test of the project runs there,
 * and so does the proof that a new module breaks none (tests/add-module/add-module.test.ts).
 *
 *   node scripts/test-stages.mjs [stage ...]    (default: all four)
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const STAGES = ['typecheck', 'lint', 'test:add-module', 'test:e2e'];

const asked = process.argv.slice(2);
const stages = asked.length ? asked : STAGES;
const took = [];
let failed;
for (const stage of stages) {
  const start = performance.now();
  const { status } = spawnSync('npm', ['run', '-s', stage], { stdio: 'inherit' });
  took.push([stage, (performance.now() - start) / 1000, status]);
  if (status !== 0) {
    failed = status ?? 1;
    break;
  }
}
console.log('\nStage times');
for (const [stage, seconds, status] of took)
  console.log(
    `  ${stage.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s  ${status === 0 ? 'passed' : 'FAILED'}`,
  );
const total = took.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`  ${'total'.padEnd(16)} ${total.toFixed(0).padStart(5)} s`);
process.exit(failed ?? 0);
