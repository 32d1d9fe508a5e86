import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each project keeps its own environment.
// `scripts`: pure helpers of the repository scripts (scripts/**/*.test.mjs), in Node.
export default defineConfig({
  test: {
    projects: [
      'common',
      'functions',
      'web',
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
