// Build step: every compressible file of the built SPA gets a brotli (maximum quality) and a gzip (level 9) copy
// beside it (`x.js.br`, `x.js.gz`), which the server sends by Accept-Encoding without compressing anything per
// request (server/kernel/compression.ts). A copy that would not be smaller is not written.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm|xml|map)$/i;
/** Smaller files gain nothing that pays for a second round trip's worth of headers. */
const MIN_BYTES = 256;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** Writes the .br and .gz copies for `dir`; answers how many bytes the originals and each copy hold. */
export function precompressDir(dir: string): { files: number; raw: number; br: number; gzip: number } {
  const out = { files: 0, raw: 0, br: 0, gzip: 0 };
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    const gz = zlib.gzipSync(body, { level: 9 });
    out.files++;
    out.raw += body.length;
    if (br.length < body.length) {
      writeFileSync(`${file}.br`, br);
      out.br += br.length;
    }
    if (gz.length < body.length) {
      writeFileSync(`${file}.gz`, gz);
      out.gzip += gz.length;
    }
  }
  return out;
}

/** The Vite plugin: runs once the bundle is written (build only). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pte:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
