/**
 * `npm test`: every check CI runs (lint, unit + integration, end-to-end), side by side, then the
 * time each stage took, so that a slow one is seen in every run's log. The unit and integration
 * suite runs once, in a copy of the project to which `npm run new-module` added a module
 * (test:add-module): every test of the project runs there, the copy's typecheck too (the project's
 * files and the module's), and so does the proof that a new module breaks none
 * (tests/add-module/add-module.test.ts).
 *
 *   node scripts/test-stages.mjs [stage ...]    (default: all three; named stages run one by one)
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * Stages in order; the stages of one step run side by side, each to its end, so that a run reports
 * every failure. One step: each stage alone leaves CPU idle (the unit suite's setup and its last
 * files, the end-to-end suite's waits on the browser), which the others fill. The first stage of
 * a step shows its output as it comes; the others' is held and printed whole when the step ends.
 */
const STEPS = [['test:add-module', 'lint', 'test:e2e']];

const asked = process.argv.slice(2);
const steps = asked.length ? asked.map((stage) => [stage]) : STEPS;

/** Runs `npm run <stage>`: its output as it comes when `live`, else held until it ends. */
function run(stage, live) {
  const start = performance.now();
  const child = spawn('npm', ['run', '-s', stage], {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) =>
      resolve({ stage, seconds: (performance.now() - start) / 1000, status, held }),
    );
  });
}

const took = [];
/** Each step's wall time: stages side by side overlap, so the total adds steps, not stages. */
const walls = [];
let failed;
for (const step of steps) {
  const results = await Promise.all(step.map((stage, index) => run(stage, index === 0)));
  for (const result of results) {
    if (result.held.length) {
      console.log(`\n> ${result.stage}`);
      process.stdout.write(Buffer.concat(result.held));
    }
    took.push(result);
    if (result.status !== 0) failed ??= result.status ?? 1;
  }
  walls.push(Math.max(...results.map((result) => result.seconds)));
  if (failed !== undefined) break;
}
console.log('\nStage times');
for (const { stage, seconds, status } of took)
  console.log(
    `  ${stage.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s  ${status === 0 ? 'passed' : 'FAILED'}`,
  );
const total = walls.reduce((sum, seconds) => sum + seconds, 0);
console.log(`  ${'total'.padEnd(16)} ${total.toFixed(0).padStart(5)} s`);
process.exit(failed ?? 0);
