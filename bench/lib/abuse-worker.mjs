// One actor of the abuse run in a worker thread: its own event loop, so its timings are its own.
import { parentPort, workerData } from 'node:worker_threads';
import * as actors from './abuse-actors.mjs';

const { role, ...options } = workerData;
// The visitor opens its browser's connections first and waits for the start itself.
if (role !== 'visitor') await new Promise((resolve) => setTimeout(resolve, Math.max(0, options.startAt - Date.now())));
parentPort.postMessage(await actors[role](options));
