export function cpuSlowdownFor(benchmarkIndex: number): number;
export function measureBenchmarkIndex(
  browser: unknown,
): Promise<{ benchmarkIndex: number; indexes: number[] }>;
