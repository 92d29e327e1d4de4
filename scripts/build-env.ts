/**
 * Imported first by the build: React and the other packages pick their production code by
 * NODE_ENV when they are first loaded, and Astro's programmatic build() does not set it as the
 * `astro build` command does. Rendering with React's development build cost the build about a
 * sixth of its time (a CPU profile of a first start showed react.development.js).
 */
process.env['NODE_ENV'] ??= 'production';
