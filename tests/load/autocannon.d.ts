// The part of autocannon's programmatic API the load benchmarks use (the package ships no types).
declare module 'autocannon' {
  export type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: (RawRequest & { setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest })[]
  }
  export type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number }
  export type Result = {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    duration: number
    statusCodeStats: Record<string, { count: number }>
  }
  function autocannon(options: Options): Promise<Result> & { stop: () => void }
  export default autocannon
}
