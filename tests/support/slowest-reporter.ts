/**
 * Prints the ten slowest tests at the end of a run (next to Vitest's own report): what CI time is
 * spent on, every run.
 */
import type { Reporter, TestCase } from "vitest/node";

const SHOWN = 10;

export default class SlowestReporter implements Reporter {
  private readonly durations: { title: string; ms: number }[] = [];

  onTestCaseResult(testCase: TestCase) {
    const ms = testCase.diagnostic()?.duration ?? 0;
    this.durations.push({ title: `${testCase.module.moduleId.replace(`${process.cwd()}/`, "")} › ${testCase.fullName}`, ms });
  }

  onTestRunEnd() {
    const slowest = this.durations.sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    if (slowest.length === 0) return;
    console.log(`\nThe ${slowest.length} slowest tests:`);
    for (const { title, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);
  }
}
