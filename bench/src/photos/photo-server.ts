/**
 * A stand-in for the photo host during the benchmark: an HTTPS (HTTP/2) server with a
 * self-signed certificate that answers every path with a JPEG of the requested size. The picture
 * is textured noise over a gradient, so it compresses like a photograph (about 100 kB at 960 px,
 * quality 70), not like a flat gradient. Chromium reaches it through
 * `--host-resolver-rules="MAP images.unsplash.com 127.0.0.1:<port>"` and `--ignore-certificate-errors`.
 */
import type { Http2ServerRequest, Http2ServerResponse } from "node:http2";
import sharp from "sharp";
import { photoHost } from "./photos";
import { photoVariant, variantKey, type PhotoVariant } from "./photo-variant";
import { startSecureServer } from "../tls/secure-server";

const masterWidth = 1920;
const masterHeight = 1280;

type Raw = { data: Buffer; info: sharp.OutputInfo };

function noise(width: number, height: number, sigma: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } },
  })
    .png()
    .toBuffer();
}

/** The picture every variant is scaled from: a warm gradient with coarse, medium and fine texture. */
async function masterPhoto(): Promise<Raw> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${masterWidth}" height="${masterHeight}"><defs><linearGradient id="g" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#d9c7a8"/><stop offset="0.55" stop-color="#8a6a4a"/><stop offset="1" stop-color="#3b2a1e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const upscale = async (buffer: Buffer) =>
    sharp(buffer).resize(masterWidth, masterHeight, { kernel: "cubic" }).toBuffer();
  const { data, info } = await sharp(gradient)
    .composite([
      { input: await upscale(await noise(40, 27, 60)), blend: "overlay" },
      { input: await upscale(await noise(320, 213, 45)), blend: "soft-light" },
      { input: await noise(masterWidth, masterHeight, 18), blend: "soft-light" },
    ])
    .modulate({ saturation: 0.6 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info };
}

export type ServedPhoto = { path: string; query: string; status: number; bytes: number };

export type PhotoServer = {
  port: number;
  /** The self-signed certificate (PEM), for a client that must trust this server alone (NODE_EXTRA_CA_CERTS). */
  certificate: string;
  /** Every request answered, in order. */
  served: ServedPhoto[];
  /** Encodes the variants these URLs ask for now, so no measured request waits for an encoder. */
  prewarm(urls: readonly string[]): Promise<number>;
  close(): Promise<void>;
};

/** Starts the stand-in on 127.0.0.1:`port` (0: any free port). */
export async function startPhotoServer(port = 0): Promise<PhotoServer> {
  const master = await masterPhoto();
  const cache = new Map<string, Promise<Buffer>>();
  const encode = (variant: PhotoVariant): Promise<Buffer> => {
    const key = variantKey(variant);
    let jpeg = cache.get(key);
    if (!jpeg) {
      jpeg = sharp(master.data, {
        raw: { width: master.info.width, height: master.info.height, channels: master.info.channels },
      })
        .resize(variant.width, variant.height, { fit: "cover" })
        .jpeg({ quality: variant.quality, progressive: true })
        .toBuffer();
      cache.set(key, jpeg);
    }
    return jpeg;
  };

  const served: ServedPhoto[] = [];
  const handle = async (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const url = new URL(req.url ?? "/", `https://${photoHost}`);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      served.push({ path: url.pathname, query: url.search, status: 405, bytes: 0 });
      return;
    }
    try {
      const body = await encode(photoVariant(url));
      res.writeHead(200, {
        "Content-Type": "image/jpeg",
        "Content-Length": body.length,
        "Cache-Control": "public, max-age=31536000",
        "Access-Control-Allow-Origin": "*",
        "Timing-Allow-Origin": "*",
      });
      if (req.method === "HEAD") res.end();
      else res.end(body);
      served.push({ path: url.pathname, query: url.search, status: 200, bytes: body.length });
    } catch (error) {
      res.writeHead(500, { "Content-Type": "text/plain" }).end(String(error));
      served.push({ path: url.pathname, query: url.search, status: 500, bytes: 0 });
    }
  };

  // Certified for 127.0.0.1 too: the benchmark's build downloads the largest-paint photos from it (decision 010).
  const server = await startSecureServer(photoHost, port, (req, res) => void handle(req, res));

  return {
    port: server.port,
    certificate: server.certificate,
    served,
    async prewarm(urls) {
      const keys = new Set<string>();
      for (const url of urls) {
        const variant = photoVariant(url);
        if (!keys.has(variantKey(variant))) {
          keys.add(variantKey(variant));
          await encode(variant);
        }
      }
      return keys.size;
    },
    close: () => server.close(),
  };
}
