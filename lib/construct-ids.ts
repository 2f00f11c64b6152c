/** `createStory` → `CreateStory`: construct ids (and so logical ids) from the contract's function names. */
export const pascalCase = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
