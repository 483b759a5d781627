import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicScripts } from "./scripts/vite/public-scripts.ts";

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), publicScripts()],
  resolve: { tsconfigPaths: true },
  ssr: command === "build" ? { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] } : {},
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React, its DOM renderer and the router in one file: every hydrated page (admin, members, sign-in)
        // needs them, and one request instead of several shortens the critical path. Public pages load none.
        // The app's `useFetcher` (app/kit/fetcher.ts) is React Router's in the browser: it goes with it,
        // not into a chunk of its own that every admin page would preload for one line.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|app[\\/]kit[\\/]fetcher\.ts$/,
            },
          ],
        },
      },
    },
  },
}));
