import type { APIRoute } from "astro";
import sharp from "sharp";
import favicon from "../../../public/favicon.svg?raw";
import { appIcons, maskableSvg, tabIcon, type AppIcon } from "@/lib/site/web-app";

/** The home-screen icons (web app manifest) and the tab's, drawn from the favicon so they never differ. */
export function getStaticPaths() {
  return [...appIcons, tabIcon].map((icon) => ({ params: { icon: icon.name }, props: { icon } }));
}

export const GET: APIRoute = async ({ props }) => {
  const { icon } = props as { icon: AppIcon };
  const svg = icon.purpose === "maskable" ? maskableSvg(favicon) : favicon;
  const png = await sharp(Buffer.from(svg), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
