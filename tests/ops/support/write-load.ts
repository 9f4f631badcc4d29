import type { FastifyInstance, InjectOptions } from 'fastify';
import { imageFile, multipart, pngImage } from '../../helpers/images';

export interface WriteLoad {
  /** Successful writes so far. */
  writes(): number;
  /** Stops the workers after their current step; resolves with the number of successful writes. */
  stop(): Promise<number>;
  /** Resolves once at least `count` writes have succeeded. */
  reached(count: number): Promise<void>;
}

/**
 * Concurrent admin writes through the API while something else runs: categories that get documents
 * and are later deleted with them (one transaction), videos created and renamed, images uploaded and
 * deleted. A snapshot that is not one moment would show documents without their category.
 * Any refused write fails the test that awaits `stop()`.
 */
export function startWriteLoad(app: FastifyInstance, cookie: string, workers = 3): WriteLoad {
  let running = true;
  let writes = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const send = async (options: InjectOptions) => {
    const response = await app.inject({ ...options, headers: { ...options.headers, cookie } });
    if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
    writes += 1;
    for (const waiter of waiters.filter((w) => writes >= w.count)) waiter.resolve();
    return response.json() as { id: number };
  };
  const worker = async (index: number) => {
    let round = 0;
    while (running) {
      round += 1;
      const category = await send({
        method: 'POST',
        url: '/api/catdokumenpen/add',
        payload: { name: `K${index}-${round}` },
      });
      for (let n = 0; n < 2; n += 1) {
        await send({
          method: 'POST',
          url: '/api/dokumenpen/add',
          payload: {
            file_name: `D${index}-${round}-${n}`,
            file_url: `https://example.org/${index}/${round}/${n}`,
            catdokumenpenId: category.id,
          },
        });
      }
      const video = await send({
        method: 'POST',
        url: '/api/youtube/add',
        payload: { title: `V${index}-${round}`, link: 'https://youtu.be/dQw4w9WgXcQ' },
      });
      await send({
        method: 'PATCH',
        url: `/api/youtube/update/${video.id}`,
        payload: { title: `V${index}-${round} (ubah)`, link: 'https://youtu.be/dQw4w9WgXcQ' },
      });
      const form = await multipart({ alt: `Gambar ${index}-${round}` }, [
        imageFile('image', await pngImage(200 + round, 120)),
      ]);
      const image = await send({
        method: 'POST',
        url: '/api/profile/add',
        payload: form.payload,
        headers: form.headers,
      });
      if (round % 2 === 0) {
        await send({ method: 'DELETE', url: `/api/catdokumenpen/delete/${category.id}` });
        await send({ method: 'DELETE', url: `/api/profile/delete/${image.id}` });
      }
    }
  };
  const all = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  all.catch(() => undefined);
  return {
    writes: () => writes,
    async stop() {
      running = false;
      await all;
      return writes;
    },
    reached(count) {
      if (writes >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        waiters.push({ count, resolve });
        all.catch(reject);
      });
    },
  };
}
