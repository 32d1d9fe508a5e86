/**
 * The few globals that `common` may use: they exist, with the same behaviour, in browsers and in Node (WHATWG URL).
 * Declared here instead of pulling in the DOM or Node type libraries, so nothing else of either platform creeps in.
 */
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly hostname: string;
  readonly pathname: string;
  readonly protocol: string;
  readonly searchParams: { get(name: string): string | null };
  toString(): string;
}
