// Writes .br and .gz beside every text asset of the build, so the server never compresses while serving.
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist/client');
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|webmanifest|map)$/;

let saved = 0;
for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = await fs.readFile(file);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  await fs.writeFile(`${file}.br`, br);
  await fs.writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  saved += body.length - br.length;
}
console.log(`precompressed ${dir} (brotli saves ${Math.round(saved / 1024)} KiB)`);
