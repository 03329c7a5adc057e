/** See free-ports.mjs. */
export function freePorts(count: number): Promise<number[]>;
