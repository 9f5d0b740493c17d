// `npm run build:server`: the server and the operator commands bundled into dist/server/ (main.js,
// admin.js, call.js and what they load beside them; scripts/server-bundle.ts), so production runs
// plain Node with no TypeScript loader.
import { bundleServer } from './server-bundle.ts';

await bundleServer('dist/server');
console.log('built dist/server');
