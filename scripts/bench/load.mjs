// One autocannon run, as a promise of its figures.
import autocannon from 'autocannon';

/** Loads `url` for `seconds` with `connections` (optionally at a fixed overall rate); resolves its figures. */
export function load({ url, token, seconds, connections = 50, overallRate }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(overallRate ? { overallRate } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          requestsPerSecond: result.requests.average,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          total: result.requests.total,
        });
      },
    );
  });
}

/** The median of some numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
