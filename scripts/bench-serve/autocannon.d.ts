/** The part of autocannon's API (it ships no types) that bench-serve.ts and the robustness tests use. */
declare module "autocannon" {
  type Request = {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: { path: string }, context: Record<string, unknown>) => { path: string };
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  };
  type Histogram = {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    min: number;
    total: number;
  };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "1xx": number;
    "2xx": number;
    "3xx": number;
    "4xx": number;
    "5xx": number;
    duration: number;
  };
  export default function autocannon(options: Options): Promise<Result> & { stop(): void };
}
