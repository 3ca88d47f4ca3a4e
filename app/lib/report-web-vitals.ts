import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

const ignore = () => {};
const log = (metric: Metric) => console.log(`[web-vitals] ${metric.name}`, metric.value, metric.rating);

/** The spec measures but keeps nothing: production ignores the results, development logs them. */
export function reportWebVitals(): void {
  const report = import.meta.env.DEV ? log : ignore;
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
