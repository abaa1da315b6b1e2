/** `npm run mock`: the five specs served by Prism behind one /api on 127.0.0.1:$MOCK_PORT (default 4010). */
import { startMock } from './mock/server.ts';

const port = Number(process.env.MOCK_PORT ?? 4010);
const mock = await startMock({ port, log: process.argv.includes('--verbose') ? 'all' : 'errors' });
console.log(`Mock API (Prism, five specs) at ${mock.url}`);
const stop = () => void mock.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
