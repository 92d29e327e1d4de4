// Every npm script runs under the Node that the `node` devDependency pins. If its install
// script was skipped (npm --ignore-scripts), npm quietly falls back to the system Node:
// stop here with a message instead of failing later in a confusing way.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project needs Node 24 (found ${process.version} at ${process.execPath}).\n` +
      'Run `npm install` (with install scripts enabled) so node_modules/.bin/node is Node 24, or install Node 24.',
  );
  process.exit(1);
}
