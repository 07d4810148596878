export function firestoreRulesFor(source: string, options: { storageBucket: string; loopback: boolean }): string;
