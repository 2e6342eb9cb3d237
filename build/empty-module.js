// Stands in for a module the build leaves out (build/no-legacy-polyfills.ts).
export {};
