export declare const BUILD_OUTPUTS: readonly string[];
export declare function isBuilt(): boolean;
export declare function buildIfMissing(why: string): void;
