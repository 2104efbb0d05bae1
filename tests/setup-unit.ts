// Component tests opt into a DOM with `// @vitest-environment happy-dom` at the top of the file.
export {};
