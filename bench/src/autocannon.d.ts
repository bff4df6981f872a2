// The few parts of autocannon 9 the benchmark uses; the package ships no types.
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    requests: Histogram;
    latency: Histogram;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
