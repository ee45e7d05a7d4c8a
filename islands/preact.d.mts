export declare const reactOnPreact: Record<string, string>;
