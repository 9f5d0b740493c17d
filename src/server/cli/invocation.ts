// How an operator types a tool's command, for its help and its messages. From source (tsx, Vitest)
// this module is a .ts file: `npm run admin --`, the development way. In the build it is part of
// dist/server/admin.js (or call.js), which a production install without the development tools
// runs with plain Node: `node dist/server/admin.js` (docs/decisions/043).
const runningFromSource = import.meta.url.endsWith('.ts');

export const invocationOf = (tool: 'admin' | 'call') =>
  runningFromSource ? `npm run ${tool} --` : `node dist/server/${tool}.js`;
