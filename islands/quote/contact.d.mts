// Types of contact.mjs, for the islands that import it.
export declare const PHONE_PATTERN: string;
export declare const EMAIL_PATTERN: string;
export declare function isCallable(phone: string): boolean;
export declare function isEmail(email: string): boolean;
export declare function suggestDomain(email: string): string | null;
