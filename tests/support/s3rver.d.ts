/** The part of @20minutes/s3rver (a local S3 server, no types shipped) the tests use. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net'

  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory: string; configureBuckets?: Array<{ name: string }> })
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
