/** The image a photo-host URL asks for: `w=` width, `h=` height (else 3:2), `q=` quality, within sane bounds. */
export type PhotoVariant = { width: number; height: number; quality: number };

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function intParam(params: URLSearchParams, name: string): number | undefined {
  const value = Number.parseInt(params.get(name) ?? "", 10);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function photoVariant(url: URL | string): PhotoVariant {
  const params = (typeof url === "string" ? new URL(url, "https://photos.invalid") : url).searchParams;
  const width = clamp(intParam(params, "w") ?? 1080, 16, 4000);
  const height = clamp(intParam(params, "h") ?? Math.round((width * 2) / 3), 16, 4000);
  const quality = clamp(intParam(params, "q") ?? 75, 1, 100);
  return { width, height, quality };
}

export const variantKey = (v: PhotoVariant) => `${v.width}x${v.height}q${v.quality}`;
