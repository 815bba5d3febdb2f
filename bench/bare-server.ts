import { serve } from '@hono/node-server';
import { Hono } from 'hono';

// The reference point: the same framework and runtime answering a constant JSON body.
const app = new Hono().get('/json', (c) => c.json({ code: 200, data: { version: '0.9.0' } }));
const port = Number(process.env.PORT ?? 3998);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => process.stdout.write(`ready ${port}\n`));
