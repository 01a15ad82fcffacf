/**
 * Prints the ten slowest tests at the end of a run: what CI time is spent on, every run, so a
 * test that grows slow is seen the day it does (a `test.slow()` is a bug to fix, not a setting).
 */
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const SHOWN = 10;

export default class SlowestReporter implements Reporter {
  private readonly durations: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const [, project, file, ...titles] = test.titlePath();
    this.durations.push({ title: `[${project}] ${file} › ${titles.join(" › ")}`, ms: result.duration });
  }

  onEnd() {
    const slowest = this.durations.sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    if (slowest.length === 0) return;
    console.log(`\nThe ${slowest.length} slowest browser tests:`);
    for (const { title, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);
  }

  printsToStdio() {
    return false;
  }
}
